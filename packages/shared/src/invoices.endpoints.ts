import { access, defineEndpoint } from './http/endpoint';
import {
  invoiceCsvQuery,
  invoiceCsvResponse,
  invoiceDeletedResponse,
  invoiceListQuery,
  invoiceListResponse,
  invoiceResponse,
  invoiceUpdateBody,
} from './invoices.contract';
import { idParam } from './validation';

/** Invoice requests (spec 3 §7), administrators only. */
export const invoicesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/invoices',
    access: access.admin,
    query: invoiceListQuery,
    response: invoiceListResponse,
  }),
  /** Every request matching the list's filters as CSV for the accountant (`;`, BOM, Polish numbers). */
  csv: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/csv',
    access: access.admin,
    query: invoiceCsvQuery,
    response: invoiceCsvResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/invoices/:id',
    access: access.admin,
    params: idParam,
    body: invoiceUpdateBody,
    response: invoiceResponse,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/invoices/:id',
    access: access.admin,
    params: idParam,
    response: invoiceDeletedResponse,
  }),
};
