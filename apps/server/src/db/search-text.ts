import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Text search that matches Polish letters regardless of case and diacritics ("zolw" finds "Żółw")
 * and is served by an index on both PostgreSQL and PGlite, with no extension (pg_trgm and unaccent
 * would have to be loaded into every PGlite instance): a GIN index on the expression
 * `searchVector(...)` (tsvector of the 'simple' configuration over the text, lower-cased, tags
 * removed, Polish letters folded to ASCII), queried with `matchesSearch`, whose expression is the
 * same one, so the planner uses the index. Words match by prefix: "wese" finds "Wesele".
 */
export const POLISH = 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż';
export const ASCII = 'acelnoszzacelnoszz';

/** The indexed expression. Every part is immutable (`||`, not concat_ws), as an index requires. */
export const searchVector = (...columns: AnyColumn[]): SQL => {
  const text = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );
  return sql`to_tsvector('simple'::regconfig, translate(lower(regexp_replace(${text}, '<[^>]*>', ' ', 'g')), ${sql.raw(`'${POLISH}'`)}, ${sql.raw(`'${ASCII}'`)}))`;
};

/** What the user typed → the words to look for, folded the way searchVector folds the text. */
export const searchWords = (input: string): string[] => {
  const folded = input.toLowerCase().replace(/[ąćęłńóśźż]/g, (ch) => ASCII[POLISH.indexOf(ch)] ?? ch);
  return folded.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
};

/** `vector @@ 'w1:* & w2:*'`: every word, as a prefix. Words hold only letters and digits. */
export const matchesSearch = (vector: SQL, words: readonly string[]): SQL =>
  sql`${vector} @@ to_tsquery('simple'::regconfig, ${words.map((word) => `${word}:*`).join(' & ')})`;
