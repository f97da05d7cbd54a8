import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoicesEndpoints } from '@scena/shared/invoices.endpoints';
import type { InvoiceListFilters } from '@scena/shared';
import { call } from '../../../lib/endpoint-client';
import { downloadFile } from './download';

/** TanStack Query keys of the invoices feature. */
export const invoiceKeys = { all: ['invoices'] as const };

export const fetchInvoicePage = async (request: Record<string, string | number>, signal: AbortSignal) => {
  const page = await call(invoicesEndpoints.list, { query: request }, { signal });
  return { items: page.invoices, total: page.total };
};

export const useSetInvoiceSent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sent }: { id: number; sent: boolean }) =>
      call(invoicesEndpoints.update, { params: { id }, body: { sent } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
};

export const useDeleteInvoice = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(invoicesEndpoints.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
};

/** Every request matching the filters as CSV (the server streams it; the file name is its own). */
export const downloadInvoicesCsv = (filters: Partial<Record<keyof InvoiceListFilters, string>>) =>
  downloadFile(invoicesEndpoints.csv.path, filters);
