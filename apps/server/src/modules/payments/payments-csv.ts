import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { csvStream, type CsvColumn } from '../../lib/csv';
import { boxOfficeRepository, type BoxOfficeFilter, type CsvOrderCells } from '../orders';
import { displayDay, type DayRange } from './payments-range';

/**
 * The payments CSV (spec 3 §2.3, §9): the whole filtered range, not the page on screen, streamed in
 * keyset batches of orders (lib/csv.ts writes `;`, the BOM and the formula guard; the statement
 * itself formats `12,50` and `H:mm, DD.MM.YYYY` in Warsaw, orders' csvBatches). One statement per
 * batch, no catalogue or access reads: the export's cost stays close to the table scan.
 */
const COLUMNS: readonly CsvColumn<CsvOrderCells>[] = [
  { header: 'Nr zamówienia', value: (row) => row.ext_order_id },
  { header: 'Nr płatności', value: (row) => row.provider_order_id },
  { header: 'Tytuł', value: (row) => row.title },
  { header: 'Imię', value: (row) => row.firstname },
  { header: 'Nazwisko', value: (row) => row.lastname },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Kraj', value: (row) => row.country },
  { header: 'IP', value: (row) => row.customer_ip },
  { header: 'Kwota (zł)', value: (row) => row.amount },
  { header: 'Zwrócono (zł)', value: (row) => row.refunded },
  { header: 'Status', value: (row) => row.status },
  { header: 'Kod rabatowy', value: (row) => row.used_code },
  { header: 'Operator', value: (row) => row.provider },
  { header: 'Utworzono', value: (row) => row.created_at },
  { header: 'Zaktualizowano', value: (row) => row.updated_at },
];

export const paymentsCsv = (db: DbOrTx, filter: BoxOfficeFilter): Readable =>
  csvStream(boxOfficeRepository.csvBatches(db, filter, 2000), COLUMNS);

/** 'Płatności wydarzenia 01.11.2026-30.11.2026.csv': named after the range (spec 3 §2.3). */
export const paymentsCsvName = (kind: BoxOfficeFilter['kind'], range: DayRange): string =>
  `Płatności ${kind === 'event' ? 'wydarzenia' : 'wideo'} ${displayDay(range.date_from)}-${displayDay(range.date_to)}.csv`;
