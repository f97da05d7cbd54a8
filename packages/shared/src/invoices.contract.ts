import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { PAYMENT_STATUSES } from './orders/status';

/**
 * Invoice requests for the administrator (spec 3 §2.9, §7): the buyer asked for an invoice at
 * purchase; staff issue it by hand (never generated), mark it sent, or delete the request. Rows
 * carry the order's facts copied at purchase (CONTEXT.md of modules/orders). Money in PLN.
 */

/** What the buyer typed (orders/invoice.ts), as stored: a company or a person. */
export const invoiceRequestDataSchema = z.object({
  invoiceType: z.enum(['company', 'person']),
  company: z.string().optional(),
  nip: z.string().optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country_code: z.string(),
});
export type InvoiceRequestData = z.infer<typeof invoiceRequestDataSchema>;

export const invoiceRowSchema = z.object({
  id: z.number(),
  /** The buyer's account (null once it is deleted: the request stays for the accountant). */
  user_id: z.number().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  data: invoiceRequestDataSchema,
  created_at: z.string(),
  /** Ours (the product order number) and the provider's. */
  extOrderId: z.string(),
  orderId: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  product_type: z.string(),
  /** PLN, 2 decimals. */
  amount: z.number(),
  /** The item's title at purchase. */
  description: z.string(),
  sent: z.boolean(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

const boolText = z.enum(['true', 'false'], { error: 'reports.validate.sent' }).transform((v) => v === 'true');

export const INVOICE_SORT_FIELDS = ['created_at', 'email', 'amount', 'sent'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];
export const invoiceListFilters = z.object({
  /** Only sent (true) or only waiting (false) requests. */
  sent: boolText.optional(),
  /** Part of the e-mail, name, company, NIP or an order number. */
  q: z.string().trim().max(100).optional(),
});
export type InvoiceListFilters = z.output<typeof invoiceListFilters>;
export const invoiceListQuery = listQuerySchema({
  sortFields: INVOICE_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  filters: invoiceListFilters,
});
/** The CSV takes the list's filters (every matching row, not one page). */
export const invoiceCsvQuery = invoiceListFilters;
export const invoiceListResponse = listResponseSchema('invoices', invoiceRowSchema);
export type InvoiceList = z.infer<typeof invoiceListResponse>;

export const invoiceUpdateBody = z.object({ sent: z.boolean({ error: 'reports.validate.sent' }) });
export type InvoiceUpdate = z.infer<typeof invoiceUpdateBody>;
export const invoiceResponse = z.object({ invoice: invoiceRowSchema });
export const invoiceDeletedResponse = z.object({ id: z.number() });
/** The CSV is streamed (text/csv); the descriptor names no JSON shape. */
export const invoiceCsvResponse = z.string();
