import { fromGrosze, type InvoiceRequestData, type InvoiceRow, type PaymentStatus } from '@scena/shared';
import type { InvoiceRecord } from './invoices.repository';

export const presentInvoice = (row: InvoiceRecord): InvoiceRow => ({
  id: row.id,
  user_id: row.user_id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  data: row.data as InvoiceRequestData,
  created_at: row.created_at.toISOString(),
  extOrderId: row.ext_order_id,
  orderId: row.provider_order_id,
  status: row.status as PaymentStatus,
  product_type: row.product_type,
  amount: fromGrosze(row.amount),
  description: row.title,
  sent: row.sent,
});
