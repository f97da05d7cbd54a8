import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { connectPglite } from './client';
import { inTransaction } from './transaction';
import { PgliteSelfWaitError } from './pglite-guard';

const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];

describe('PGlite self-wait guard', () => {
  it('refuses a query on the database from inside a transaction at once, and lets the transaction carry on', async () => {
    const database = connectPglite(new PGlite());
    try {
      const outcome = await inTransaction(database.db, async (tx) => {
        const slip = await database.db.execute(sql`select 1`).then(
          () => 'answered',
          (error: unknown) => error,
        );
        const own = await tx.execute(sql`select 2 as two`);
        return { slip, own: firstRow(own) };
      });
      // Drizzle wraps the driver's error (its `cause`).
      expect((outcome.slip as Error).cause).toBeInstanceOf(PgliteSelfWaitError);
      expect(outcome.own).toEqual({ two: 2 });
      // After the transaction the database answers again, and a timer the transaction started may use it.
      expect(firstRow(await database.db.execute(sql`select 3 as three`))).toEqual({ three: 3 });
      const later = await inTransaction(database.db, async () =>
        new Promise<unknown>((resolve) => setTimeout(() => resolve(undefined), 0)).then(() => 'ok'),
      );
      expect(later).toBe('ok');
      const fromTimer = await new Promise((resolve, reject) => {
        void inTransaction(database.db, async () => {
          setTimeout(
            () => void database.db.execute(sql`select 4 as four`).then((r) => resolve(firstRow(r)), reject),
            20,
          );
        });
      });
      expect(fromTimer).toEqual({ four: 4 });
    } finally {
      await database.close();
    }
  });
});
