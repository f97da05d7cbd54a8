import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { warsawParts } from '@scena/shared';

/**
 * CSV exports as the spec writes them (spec 3 §2.3, spec 2 §9): semicolon separator, amounts with
 * two decimals and a decimal comma, dates 'DD.MM.YYYY' and date-times 'H:mm, DD.MM.YYYY' in
 * Europe/Warsaw. The file starts with a UTF-8 BOM: Excel with Polish settings opens a CSV without
 * one as Windows-1250 and garbles ą, ę, ł, ż (and the semicolon is the list separator of the
 * Polish locale, so the columns split on a double click). Rows stream from the database in
 * batches (db/list-page.ts keysetBatches), so the first bytes leave at once and memory stays flat.
 */

export type CsvKind = 'text' | 'money' | 'day' | 'datetime' | 'number';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
  /** How the value is written; text by default. */
  kind?: CsvKind;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** PLN as a number (12.5) → '12,50'. */
export const csvMoney = (pln: number): string => pln.toFixed(2).replace('.', ',');

/** 'YYYY-MM-DD' (or a Date, as its Warsaw day) → 'DD.MM.YYYY'. */
export const csvDay = (value: string | Date): string => {
  if (value instanceof Date) {
    const p = warsawParts(value);
    return `${pad(p.d)}.${pad(p.m)}.${p.y}`;
  }
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};

/** An instant → 'H:mm, DD.MM.YYYY' in Warsaw (the spec's payment export format). */
export const csvDateTime = (instant: Date): string => {
  const p = warsawParts(instant);
  return `${p.h}:${pad(p.min)}, ${pad(p.d)}.${pad(p.m)}.${p.y}`;
};

/**
 * A spreadsheet runs a cell that starts with =, +, -, @ (or a tab / carriage return before one)
 * as a formula (CSV injection, e.g. `=HYPERLINK(...)` in a user's name). A leading apostrophe
 * makes it text; Excel shows the value without it.
 */
export const neutraliseFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const cell = (value: unknown, kind: CsvKind): string => {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return Number.isFinite(Number(value)) ? csvMoney(Number(value)) : '';
    case 'day':
      return csvDay(value as string | Date);
    case 'datetime':
      return csvDateTime(value instanceof Date ? value : new Date(String(value)));
    case 'number':
      return String(value);
    default:
      return neutraliseFormula(String(value));
  }
};

/** Rows (single or in batches) → a CSV byte stream with a header line. Errors end the stream. */
export const csvStream = <Row>(
  rows: AsyncIterable<Row | Row[]> | Iterable<Row | Row[]>,
  columns: readonly CsvColumn<Row>[],
): Readable => {
  async function* records() {
    for await (const chunk of rows) {
      for (const row of Array.isArray(chunk) ? chunk : [chunk]) {
        yield columns.map((column) => cell(column.value(row), column.kind ?? 'text'));
      }
    }
  }
  const out = stringify({
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    header: true,
    columns: columns.map((column, index) => ({
      key: String(index),
      header: neutraliseFormula(column.header),
    })),
  });
  pipeline(Readable.from(records()), out, () => {
    // pipeline destroys `out` with the error; the reply then aborts the download.
  });
  return out;
};

/** 'Płatności 2026-01' → a safe ASCII name plus the exact UTF-8 name (RFC 6266). */
export const attachmentHeader = (filename: string): string => {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

/** Sends a CSV stream as a download. */
export const sendCsv = (reply: FastifyReply, filename: string, stream: Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentHeader(filename))
    .header('cache-control', 'no-store')
    .send(stream);

/**
 * The same cell rule in SQL, for exports the database writes line by line (the payments CSV:
 * bench:sales holds it within 2× of COPY). Text only (format numbers and dates in the statement):
 * null → empty, the formula guard (a leading ', as neutraliseFormula), then quoting when the
 * value holds the separator, a quote or a line break (as csv-stringify does with `;`). A plain
 * value, nearly every one, is told by one regular expression; the two cases it joins are then
 * told apart only for the rare rest.
 */
export const sqlCsvText = (value: SQL | AnyColumn): SQL => sql`CASE
  WHEN ${value} IS NULL THEN ''
  WHEN ${value} !~ E'^[-=+@\\t\\r]|[;"\\r\\n]' THEN ${value}
  WHEN ${value} ~ E'^[-=+@\\t\\r]' THEN (CASE WHEN ${value} ~ E'[;"\\r\\n]'
    THEN '"''' || replace(${value}, '"', '""') || '"' ELSE '''' || ${value} END)
  ELSE '"' || replace(${value}, '"', '""') || '"' END`;

/** One CSV line of cells the statement already made (`concat_ws(';', …)`). */
export const sqlCsvLine = (cells: readonly SQL[]): SQL =>
  sql`concat_ws(';', ${sql.join([...cells], sql`, `)})`;

/** Lines the database wrote (in batches) → the CSV byte stream: BOM, header line, CRLF endings. */
export const csvLinesStream = (headers: readonly string[], batches: AsyncIterable<string[]>): Readable => {
  async function* chunks() {
    yield `\uFEFF${headers.map((header) => neutraliseFormula(header)).join(';')}\r\n`;
    for await (const lines of batches) if (lines.length > 0) yield `${lines.join('\r\n')}\r\n`;
  }
  return Readable.from(chunks(), { objectMode: false });
};
