import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row: the version of everything the public reads show (catalogue, translations, app
 * config, pages). Statement triggers on those tables (migration 0001) add one to it in the same
 * transaction as any write, so every instance sees a write and the new version together, and the
 * answer store (http/stored-answers) drops answers made before it.
 */
export const publicDataVersion = pgTable(
  'public_data_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('public_data_version_one_row', sql`${table.id} = 1`)],
);
