import type { InvoiceRequestData } from '@scena/shared';
import { csvStream, type CsvColumn } from '../../lib/csv';
import type { InvoiceRecord } from './invoices.repository';

const data = (row: InvoiceRecord) => row.data as InvoiceRequestData;

/** The accountant's columns: the order, then what the buyer typed, one field a column (Polish headers). */
const COLUMNS: readonly CsvColumn<InvoiceRecord>[] = [
  { header: 'Data zgłoszenia', value: (row) => row.created_at, kind: 'datetime' },
  { header: 'Numer zamówienia', value: (row) => row.ext_order_id },
  { header: 'Numer operatora', value: (row) => row.provider_order_id },
  { header: 'Status płatności', value: (row) => row.status },
  { header: 'Kwota (zł)', value: (row) => row.amount / 100, kind: 'money' },
  { header: 'Opis', value: (row) => row.title },
  { header: 'Kupujący', value: (row) => [row.firstname, row.lastname].filter(Boolean).join(' ') },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Rodzaj', value: (row) => (data(row).invoiceType === 'company' ? 'firma' : 'osoba prywatna') },
  { header: 'Firma', value: (row) => data(row).company },
  { header: 'NIP', value: (row) => data(row).nip },
  { header: 'Imię', value: (row) => data(row).firstname },
  { header: 'Nazwisko', value: (row) => data(row).lastname },
  { header: 'Ulica', value: (row) => data(row).street },
  { header: 'Kod pocztowy', value: (row) => data(row).postal_code },
  { header: 'Miasto', value: (row) => data(row).city },
  { header: 'Województwo', value: (row) => data(row).state },
  { header: 'Kraj', value: (row) => data(row).country_code },
  { header: 'Wysłana', value: (row) => (row.sent ? 'TAK' : 'NIE') },
];

export const invoicesCsv = (rows: AsyncIterable<InvoiceRecord[]>) => csvStream(rows, COLUMNS);
