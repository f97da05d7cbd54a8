import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ASCII, POLISH } from './search-text';

/**
 * Search by any part of a text ("owals" finds "Kowalski", "zolw" finds "Żółw"): the columns
 * joined, lower-cased and with Polish letters folded to ASCII, matched with LIKE '%fragment%'.
 * A GIN index with pg_trgm's `gin_trgm_ops` on exactly this expression serves the LIKE for a
 * fragment of three characters or more (PGlite loads pg_trgm too: db/pglite-extensions.ts).
 * Whole words (search-text.ts) cannot find the inside of an e-mail address; trigrams can.
 */
export const foldedText = (...columns: AnyColumn[]): SQL =>
  sql`translate(lower(${sql.join(columns, sql` || ' ' || `)}), ${sql.raw(`'${POLISH}'`)}, ${sql.raw(`'${ASCII}'`)})`;

/** What the user typed → the fragments to look for (each must occur), folded like foldedText. */
export const searchFragments = (input: string): string[] => {
  const folded = input.toLowerCase().replace(/[ąćęłńóśźż]/g, (ch) => ASCII[POLISH.indexOf(ch)] ?? ch);
  return folded.split(/\s+/).filter(Boolean).slice(0, 8);
};

/** `expression LIKE '%fragment%'` with the fragment's own %, _ and \ taken literally (bound). */
export const containsFragment = (expression: SQL, fragment: string): SQL =>
  sql`${expression} LIKE ${`%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
