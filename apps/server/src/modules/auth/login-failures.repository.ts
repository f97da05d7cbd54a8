import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from './auth.table';
import { hashToken } from './tokens';

/** 5 failures per account+IP within 15 minutes, then 429 until the oldest of them ages out. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

const key = (email: string) => hashToken(`login:${email.toLowerCase()}`);
const windowStart = sql`now() - ${LOGIN_FAILURE_WINDOW_MS} * interval '1 millisecond'`;

export const loginFailuresRepository = {
  /** Minutes until the next attempt is allowed, or 0 when the account+IP may try now. */
  async lockedForMinutes(db: DbOrTx, email: string, ip: string): Promise<number> {
    const rows = await db
      .select({ created_at: loginFailures.created_at, now: sql<Date>`now()`.mapWith((v) => new Date(v)) })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.account_key, key(email)),
          eq(loginFailures.ip, ip),
          gt(loginFailures.created_at, windowStart),
        ),
      )
      .orderBy(asc(loginFailures.created_at))
      .limit(MAX_LOGIN_FAILURES + 50);
    if (rows.length < MAX_LOGIN_FAILURES) return 0;
    // Allowed again once the failures inside the window drop below the limit.
    const freeing = rows[rows.length - MAX_LOGIN_FAILURES]!;
    const waitMs = freeing.created_at.getTime() + LOGIN_FAILURE_WINDOW_MS - freeing.now.getTime();
    return Math.max(1, Math.ceil(waitMs / 60_000));
  },

  async record(db: DbOrTx, email: string, ip: string): Promise<void> {
    const accountKey = key(email);
    await db.insert(loginFailures).values({ account_key: accountKey, ip });
    // Old rows of this account are useless; pruning here keeps the table small without a job.
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.account_key, accountKey), lt(loginFailures.created_at, windowStart)));
  },

  async clear(db: DbOrTx, email: string, ip: string): Promise<void> {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.account_key, key(email)), eq(loginFailures.ip, ip)));
  },
};
