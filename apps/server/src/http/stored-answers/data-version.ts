import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicDataVersion } from '../../db/public-data-version.table';

/**
 * Reads the public data version (db/public-data-version.table.ts). Requests that arrive while no read
 * is under way share the next one, issued on the next turn of the event loop: every caller's read
 * starts after the caller arrived, so a write committed before a request is always seen, yet 50
 * requests arriving together cost one query instead of 50.
 */
export const publicDataVersionReader = (db: Db) => {
  let next: Promise<number> | null = null;
  const query = async () => {
    const [row] = await db
      .select({ version: publicDataVersion.version })
      .from(publicDataVersion)
      .where(eq(publicDataVersion.id, 1));
    if (!row) throw new Error('public_data_version has no row (migration 0001)');
    return row.version;
  };
  return (): Promise<number> => {
    next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next = null;
      return query();
    });
    return next;
  };
};
