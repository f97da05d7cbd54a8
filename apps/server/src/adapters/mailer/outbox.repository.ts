import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client';
import { outbox } from './outbox.table';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * How long a claimed message belongs to the worker that claimed it. A worker that dies mid-send
 * leaves its rows in 'sending'; after the lease they are due again (so delivery is at least once,
 * and a duplicate can only follow a crash). Longer than a batch of SMTP timeouts.
 */
export const OUTBOX_LEASE_SECONDS = 15 * 60;
/** Wait after failed attempt n (1-based) before the next one: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h. */
export const OUTBOX_RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 21_600, 43_200, 86_400] as const;
/** After this many failed attempts (about 45 hours in all) a message is marked 'failed'. */
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_RETRY_DELAYS_SECONDS.length + 1;

const seconds = (value: number) => sql`now() + make_interval(secs => ${value})`;

/**
 * Claims up to `limit` due messages in one statement: the CTE locks them with FOR UPDATE SKIP
 * LOCKED (a concurrent worker skips them instead of waiting) and is evaluated once, then the UPDATE
 * marks them 'sending' and pushes next_attempt_at to the end of the lease. A worker whose snapshot
 * still saw a row as due re-checks it after the lock and finds next_attempt_at in the future, so
 * two workers never claim the same message.
 *
 * Not `WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)`: PostgreSQL may run that sub-select
 * again for every row it updates, each time skipping the rows it has just locked, and so claim
 * every due row instead of one batch (seen on both databases; the outbox tests pin the batch size).
 */
export const claimDueMessages = async (db: DbOrTx, limit: number): Promise<OutboxRow[]> => {
  const claimed = await executeRows<{ id: number | string }>(
    db,
    sql`
    with due as materialized (
      select ${outbox.id} as id from ${outbox}
      where ${outbox.status} in ('pending', 'sending') and ${outbox.next_attempt_at} <= now()
      order by ${outbox.next_attempt_at}, ${outbox.id}
      limit ${limit}
      for update skip locked
    )
    update ${outbox} set status = 'sending', attempts = ${outbox.attempts} + 1, next_attempt_at = ${seconds(OUTBOX_LEASE_SECONDS)}
    from due
    where ${outbox.id} = due.id and ${outbox.status} in ('pending', 'sending') and ${outbox.next_attempt_at} <= now()
    returning ${outbox.id} as id`,
  );
  const ids = claimed.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(inArray(outbox.id, ids))
    .orderBy(asc(outbox.next_attempt_at), asc(outbox.id));
};

/** Only the claim that sent it may settle a message (a stale worker past its lease may not). */
const ownClaim = (row: OutboxRow) =>
  and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));

export const markSent = async (db: DbOrTx, row: OutboxRow): Promise<void> => {
  await db
    .update(outbox)
    .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
    .where(ownClaim(row));
};

/** Back to 'pending' with the next delay, or 'failed' for good after the last attempt. */
export const markAttemptFailed = async (
  db: DbOrTx,
  row: OutboxRow,
  error: string,
): Promise<'retry' | 'failed'> => {
  const lastError = error.slice(0, 2_000);
  if (row.attempts >= OUTBOX_MAX_ATTEMPTS) {
    await db.update(outbox).set({ status: 'failed', last_error: lastError }).where(ownClaim(row));
    return 'failed';
  }
  const delay = OUTBOX_RETRY_DELAYS_SECONDS[row.attempts - 1] ?? OUTBOX_RETRY_DELAYS_SECONDS.at(-1)!;
  await db
    .update(outbox)
    .set({ status: 'pending', next_attempt_at: seconds(delay), last_error: lastError })
    .where(ownClaim(row));
  return 'retry';
};

/** Claimed rows not tried (their instance is shutting down): due again now, their attempt not counted. */
export const releaseClaims = async (db: DbOrTx, rows: OutboxRow[]): Promise<void> => {
  for (const row of rows)
    await db
      .update(outbox)
      .set({ status: 'pending', attempts: row.attempts - 1, next_attempt_at: sql`now()` })
      .where(ownClaim(row));
};
