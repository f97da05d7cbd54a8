import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appConfigEntries } from './app-config.table';

export const appConfigRepository = {
  /** Every stored setting as key → JSON value (keys never set are absent). */
  async readAll(db: DbOrTx): Promise<Record<string, unknown>> {
    const rows = await db
      .select({ key: appConfigEntries.key, value: appConfigEntries.value })
      .from(appConfigEntries);
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  },

  /** One stored row's value (undefined when never set): a module's own setting kept here (group tickets). */
  async readKey(db: DbOrTx, key: string): Promise<unknown> {
    const [row] = await db
      .select({ value: appConfigEntries.value })
      .from(appConfigEntries)
      .where(eq(appConfigEntries.key, key));
    return row?.value;
  },

  /** The given keys, row-locked until the caller's transaction ends (so a read-modify-write is consistent). */
  async lock(db: DbOrTx, keys: string[]): Promise<Record<string, unknown>> {
    if (keys.length === 0) return {};
    const rows = await db
      .select({ key: appConfigEntries.key, value: appConfigEntries.value })
      .from(appConfigEntries)
      .where(inArray(appConfigEntries.key, keys))
      .for('update');
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  },

  async write(db: DbOrTx, entries: Record<string, unknown>): Promise<void> {
    const rows = Object.entries(entries).map(([key, value]) => ({
      key,
      value: value === undefined ? null : value,
    }));
    if (rows.length === 0) return;
    await db
      .insert(appConfigEntries)
      .values(rows)
      .onConflictDoUpdate({
        target: appConfigEntries.key,
        set: { value: sql`excluded.value`, updated_at: sql`now()` },
      });
  },
};
