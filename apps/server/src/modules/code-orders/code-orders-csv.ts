import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { CodeOrderKind } from '@scena/shared/code-orders.contract';
import type { DbOrTx } from '../../db/client';
import { orderCodesRepository } from '../codes';
import { orders, type BoxOfficeFilter } from '../orders';
import {
  displayDay,
  ordersCsv,
  ordersCsvCells as cell,
  type DayRange,
  type OrdersCsvColumn,
} from '../payments';

/**
 * The gift and group order CSV (spec 3 §2.7, §9): the whole filtered range, through the box
 * office's export (the statement writes each line: formula guard and quoting, `12,50`,
 * `H:mm, DD.MM.YYYY` in Warsaw; node adds the BOM and the header). The codes are one cell, each
 * activated one marked with '*'.
 */
const COLUMNS: readonly OrdersCsvColumn[] = [
  { header: 'Nr zamówienia', cell: () => cell.text(orders.ext_order_id) },
  { header: 'Nr płatności', cell: () => cell.text(orders.provider_order_id) },
  { header: 'Opis', cell: () => cell.text(orders.title) },
  { header: 'Imię', cell: () => cell.text(orders.firstname) },
  { header: 'Nazwisko', cell: () => cell.text(orders.lastname) },
  { header: 'E-mail', cell: () => cell.text(orders.email) },
  { header: 'Kraj', cell: () => cell.text(orders.country) },
  { header: 'IP', cell: () => cell.text(orders.customer_ip) },
  { header: 'Kwota (zł)', cell: () => cell.money(orders.amount) },
  { header: 'Zwrócono (zł)', cell: (refunded) => cell.money(refunded) },
  { header: 'Liczba biletów', cell: () => sql`${orders.quantity}::text` },
  { header: 'Status', cell: () => cell.text(orders.status) },
  { header: 'Kody (* użyty)', cell: () => cell.text(orderCodesRepository.csvCell(orders.id)) },
  { header: 'Utworzono', cell: () => cell.instant(orders.created_at) },
  { header: 'Zaktualizowano', cell: () => cell.instant(orders.updated_at) },
];

export const codeOrdersCsv = (db: DbOrTx, filter: BoxOfficeFilter): Readable =>
  ordersCsv(db, filter, COLUMNS);

/** Named after the range plus the list's suffix (spec 3 §2.7): '01.11.2026-30.11.2026 zamówienia prezentów.csv'. */
export const codeOrdersCsvName = (kind: CodeOrderKind, range: DayRange): string =>
  `${displayDay(range.date_from)}-${displayDay(range.date_to)} ${kind === 'gift' ? 'zamówienia prezentów' : 'zamówienia biletów grupowych'}.csv`;
