import { access, defineEndpoint } from './http/endpoint';
import {
  eventPaymentsCsvQuery,
  eventPaymentsParams,
  eventPaymentsQuery,
  itemPaymentsPageSchema,
  itemPaymentsQuery,
  paymentsCsvSchema,
  paymentsPageSchema,
  videoPaymentsCsvQuery,
  videoPaymentsParams,
  videoPaymentsQuery,
} from './payments.contract';

/**
 * The box office's calls (spec 3 §7), administrators only. Lists and panels here; the admin's
 * actions (cancel, edit, free grants, refunds) join this object beside them.
 */
export const paymentsEndpoints = {
  /** spec 3 §2.3: event payments of a range (default: this month), paged, with the range's statistics. */
  listEventPayments: defineEndpoint({
    method: 'GET',
    path: '/api/payments',
    access: access.admin,
    query: eventPaymentsQuery,
    response: paymentsPageSchema,
  }),
  listVideoPayments: defineEndpoint({
    method: 'GET',
    path: '/api/videopayments',
    access: access.admin,
    query: videoPaymentsQuery,
    response: paymentsPageSchema,
  }),
  /** The whole filtered range as CSV (streamed; `;`, `12,50`, `H:mm, DD.MM.YYYY`, BOM). */
  eventPaymentsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/payments/csv',
    access: access.admin,
    query: eventPaymentsCsvQuery,
    response: paymentsCsvSchema,
  }),
  videoPaymentsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/videopayments/csv',
    access: access.admin,
    query: videoPaymentsCsvQuery,
    response: paymentsCsvSchema,
  }),
  /** spec 3 §2.4: the order panel of one event / one video. */
  eventOrdersPanel: defineEndpoint({
    method: 'GET',
    path: '/api/payments/event/:eventId',
    access: access.admin,
    params: eventPaymentsParams,
    query: itemPaymentsQuery,
    response: itemPaymentsPageSchema,
  }),
  videoOrdersPanel: defineEndpoint({
    method: 'GET',
    path: '/api/videopayments/video/:videoId',
    access: access.admin,
    params: videoPaymentsParams,
    query: itemPaymentsQuery,
    response: itemPaymentsPageSchema,
  }),
};
