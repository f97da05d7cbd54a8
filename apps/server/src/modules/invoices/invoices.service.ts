import { AppError, type InvoiceListFilters, type InvoiceSortField, type ListPaging } from '@scena/shared';
import type { AppContext } from '../../context';
import { presentInvoice } from './invoice.presenter';
import { invoicesCsv } from './invoices.csv';
import { invoicesRepository } from './invoices.repository';

const notFound = () => new AppError('NOT_FOUND', 'invoices.error.not_found');

/** Invoice requests for staff (spec 3 §2.9): list, CSV, the sent flag, deletion. */
export const createInvoicesService = (ctx: AppContext) => ({
  async list(filters: InvoiceListFilters, paging: ListPaging<InvoiceSortField>) {
    const page = await invoicesRepository.page(ctx.db, filters, paging);
    return { invoices: page.items.map(presentInvoice), total: page.total };
  },

  csv(filters: InvoiceListFilters) {
    return invoicesCsv(invoicesRepository.batches(ctx.db, filters));
  },

  /** Idempotent: setting the flag it already has answers the row unchanged. */
  async setSent(id: number, sent: boolean) {
    if (!(await invoicesRepository.setSent(ctx.db, id, sent))) throw notFound();
    const row = await invoicesRepository.get(ctx.db, id);
    if (!row) throw notFound();
    return { invoice: presentInvoice(row) };
  },

  /** Deletes the request only; the order and its money stay. */
  async remove(id: number) {
    if (!(await invoicesRepository.remove(ctx.db, id))) throw notFound();
    return { id };
  },
});
