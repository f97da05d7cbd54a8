import type { Readable } from 'node:stream';
import { fromGrosze } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { csvStream, type CsvColumn } from '../../lib/csv';
import { boxOfficeRepository, type BoxOfficeFilter, type OrderRow } from '../orders';
import { displayDay, type DayRange } from './payments-range';

/**
 * The payments CSV (spec 3 §2.3, §9): the whole filtered range, not the page on screen, streamed in
 * keyset batches of orders (lib/csv.ts writes `;`, `12,50`, `H:mm, DD.MM.YYYY`, the BOM and the
 * formula guard). One extra statement per batch (the refunded sums): the export reads no catalogue
 * or access rows, so its cost stays close to the table scan.
 */
type CsvRow = OrderRow & { refunded: number };

const COLUMNS: readonly CsvColumn<CsvRow>[] = [
  { header: 'Nr zamówienia', value: (row) => row.ext_order_id },
  { header: 'Nr płatności', value: (row) => row.provider_order_id },
  { header: 'Tytuł', value: (row) => row.title },
  { header: 'Imię', value: (row) => row.firstname },
  { header: 'Nazwisko', value: (row) => row.lastname },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Kraj', value: (row) => row.country },
  { header: 'IP', value: (row) => row.customer_ip },
  { header: 'Kwota (zł)', value: (row) => fromGrosze(row.amount), kind: 'money' },
  { header: 'Zwrócono (zł)', value: (row) => fromGrosze(row.refunded), kind: 'money' },
  { header: 'Status', value: (row) => row.status },
  { header: 'Kod rabatowy', value: (row) => row.used_code },
  { header: 'Operator', value: (row) => row.provider },
  { header: 'Utworzono', value: (row) => row.created_at, kind: 'datetime' },
  { header: 'Zaktualizowano', value: (row) => row.updated_at, kind: 'datetime' },
];

async function* withRefunds(db: DbOrTx, batches: AsyncIterable<OrderRow[]>): AsyncGenerator<CsvRow[]> {
  for await (const batch of batches) {
    const sums = await boxOfficeRepository.refundedSums(
      db,
      batch.map((row) => row.id),
    );
    yield batch.map((row) => ({ ...row, refunded: sums.get(row.id) ?? 0 }));
  }
}

export const paymentsCsv = (db: DbOrTx, filter: BoxOfficeFilter): Readable =>
  csvStream(withRefunds(db, boxOfficeRepository.batches(db, filter, 2000)), COLUMNS);

/** 'Płatności wydarzenia 01.11.2026-30.11.2026.csv': named after the range (spec 3 §2.3). */
export const paymentsCsvName = (kind: BoxOfficeFilter['kind'], range: DayRange): string =>
  `Płatności ${kind === 'event' ? 'wydarzenia' : 'wideo'} ${displayDay(range.date_from)}-${displayDay(range.date_to)}.csv`;
