import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { csvLinesStream, sqlCsvText } from '../../lib/csv';
import { boxOfficeRepository, orders, type BoxOfficeFilter } from '../orders';
import { displayDay, type DayRange } from './payments-range';

/**
 * The payments CSV (spec 3 §2.3, §9): the whole filtered range, not the page on screen, streamed in
 * keyset batches. The statement writes each line (lib/csv.ts's cell rule in SQL: the formula
 * guard and quoting; amounts `12,50`, instants `H:mm, DD.MM.YYYY` in Warsaw); node adds the BOM,
 * the header and the line breaks. No catalogue or access reads: the export stays close to COPY.
 */
const money = (grosze: SQL | AnyColumn) =>
  sql`replace(to_char(${grosze} / 100.0, 'FM999999999990.00'), '.', ',')`;
const instant = (value: AnyColumn) =>
  sql`to_char(${value} AT TIME ZONE 'Europe/Warsaw', 'FMHH24:MI, DD.MM.YYYY')`;

/** One column of an orders export: its header and the SQL of its cell (given the order's refunded sum). */
export interface OrdersCsvColumn {
  header: string;
  cell: (refunded: SQL) => SQL;
}
/** The cells other exports of orders build their columns from (modules/code-orders). */
export const ordersCsvCells = { text: sqlCsvText, money, instant };

const COLUMNS: readonly OrdersCsvColumn[] = [
  { header: 'Nr zamówienia', cell: () => sqlCsvText(orders.ext_order_id) },
  { header: 'Nr płatności', cell: () => sqlCsvText(orders.provider_order_id) },
  { header: 'Tytuł', cell: () => sqlCsvText(orders.title) },
  { header: 'Imię', cell: () => sqlCsvText(orders.firstname) },
  { header: 'Nazwisko', cell: () => sqlCsvText(orders.lastname) },
  { header: 'E-mail', cell: () => sqlCsvText(orders.email) },
  { header: 'Kraj', cell: () => sqlCsvText(orders.country) },
  { header: 'IP', cell: () => sqlCsvText(orders.customer_ip) },
  { header: 'Kwota (zł)', cell: () => money(orders.amount) },
  { header: 'Zwrócono (zł)', cell: (refunded) => money(refunded) },
  { header: 'Status', cell: () => sqlCsvText(orders.status) },
  { header: 'Kod rabatowy', cell: () => sqlCsvText(orders.used_code) },
  { header: 'Operator', cell: () => sqlCsvText(orders.provider) },
  { header: 'Utworzono', cell: () => instant(orders.created_at) },
  { header: 'Zaktualizowano', cell: () => instant(orders.updated_at) },
];

/** Any orders filter as a CSV stream of these columns (the box office's, or another list's). */
export const ordersCsv = (
  db: DbOrTx,
  filter: BoxOfficeFilter,
  columns: readonly OrdersCsvColumn[],
  batchSize?: number,
): Readable =>
  csvLinesStream(
    columns.map((column) => column.header),
    boxOfficeRepository.csvLines(
      db,
      filter,
      (refunded) => columns.map((column) => column.cell(refunded)),
      batchSize,
    ),
  );

/** The cells of one line, given the statement's refunded sum (exported for bench/sales-csv-profile.ts). */
export const paymentsCsvCells = (refunded: SQL): SQL[] => COLUMNS.map((column) => column.cell(refunded));

export const paymentsCsv = (db: DbOrTx, filter: BoxOfficeFilter, batchSize?: number): Readable =>
  ordersCsv(db, filter, COLUMNS, batchSize);

/** '<label> 01.11.2026-30.11.2026.csv': an export named after its range (spec 3 §2.3, §2.7). */
export const rangeCsvName = (label: string, range: DayRange): string =>
  `${label} ${displayDay(range.date_from)}-${displayDay(range.date_to)}.csv`;

/** 'Płatności wydarzenia 01.11.2026-30.11.2026.csv': named after the range (spec 3 §2.3). */
export const paymentsCsvName = (kind: BoxOfficeFilter['kind'], range: DayRange): string =>
  rangeCsvName(`Płatności ${kind === 'event' ? 'wydarzenia' : 'wideo'}`, range);
