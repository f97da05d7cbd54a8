import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs, type JobRow } from './jobs.table';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one pending or running job per name and key: a second enqueue returns null. */
  singletonKey?: string;
  /** Attempts before the job is left 'failed' (default 5). */
  maxAttempts?: number;
}

const ACTIVE = ['pending', 'running'] as const;

/**
 * Adds a job. Pass the caller's transaction so the job exists exactly when the business write
 * commits. Returns the job's id, or null when a job with the same singletonKey is already waiting.
 */
export const enqueue = async <P>(db: DbOrTx, name: string, payload: P, options: EnqueueOptions = {}): Promise<number | null> => {
  const [row] = await db
    .insert(jobs)
    .values({
      name,
      payload: payload ?? null,
      ...(options.runAt ? { run_at: options.runAt } : {}),
      ...(options.singletonKey ? { singleton_key: options.singletonKey } : {}),
      ...(options.maxAttempts ? { max_attempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: [jobs.name, jobs.singleton_key], where: inArray(jobs.status, [...ACTIVE]) })
    .returning({ id: jobs.id });
  return row?.id ?? null;
};

export interface ClaimOptions {
  names: string[];
  limit: number;
  now: Date;
  /** Seconds a claim belongs to this worker, per job name (fallback: `defaultLeaseSeconds`). */
  leaseSeconds: (name: string) => number;
  workerId: string;
}

/**
 * Claims up to `limit` due jobs with the given names: a SELECT … FOR UPDATE SKIP LOCKED locks them
 * (a concurrent worker skips them instead of waiting, and a row it locked first is skipped here),
 * then an UPDATE in the same transaction marks them 'running' until the lease ends. Not one
 * `UPDATE … WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)`: PostgreSQL may re-run that
 * subquery per row, skip the rows the statement itself just updated, and claim far more than n.
 * A 'running' row whose lease has ended belongs to a worker that died and is due again.
 */
export const claimDueJobs = async (db: DbOrTx, options: ClaimOptions): Promise<JobRow[]> => {
  if (options.names.length === 0 || options.limit <= 0) return [];
  const due = and(inArray(jobs.status, [...ACTIVE]), lte(jobs.run_at, options.now), inArray(jobs.name, options.names));
  // A job that died on its last attempt is not run once more: it goes to the dead letters.
  await db
    .update(jobs)
    .set({ status: 'failed', finished_at: options.now, last_error: sql`coalesce(${jobs.last_error} || E'\n', '') || 'lease expired on the last attempt'` })
    .where(and(due, eq(jobs.status, 'running'), sql`${jobs.attempts} >= ${jobs.max_attempts}`));
  const leaseEnd = (name: string) => new Date(options.now.getTime() + options.leaseSeconds(name) * 1000);
  const leases = [...new Set(options.names)].map((name) => sql`when ${name} then ${leaseEnd(name).toISOString()}::timestamptz`);
  return db.transaction(async (tx) => {
    const locked = await tx.select({ id: jobs.id }).from(jobs).where(due).orderBy(asc(jobs.run_at), asc(jobs.id)).limit(options.limit).for('update', { skipLocked: true });
    if (locked.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        run_at: sql`case ${jobs.name} ${sql.join(leases, sql` `)} end`,
        locked_by: options.workerId,
      })
      .where(inArray(jobs.id, locked.map((row) => row.id)))
      .returning();
  });
};

/** Only the claim that ran it may settle a job (a stale worker past its lease may not). */
const ownClaim = (row: JobRow) => and(eq(jobs.id, row.id), eq(jobs.status, 'running'), eq(jobs.attempts, row.attempts));

/** Marks the job done; false when the claim was no longer this worker's. */
export const markDone = async (db: DbOrTx, row: JobRow, now: Date): Promise<boolean> => {
  const updated = await db.update(jobs).set({ status: 'done', finished_at: now, last_error: null, locked_by: null }).where(ownClaim(row)).returning({ id: jobs.id });
  return updated.length > 0;
};

/**
 * Back to 'pending' at `retryAt`, or 'failed' for good after the last attempt. Returns null when
 * the claim was no longer this worker's (nothing changed).
 */
export const markFailed = async (db: DbOrTx, row: JobRow, error: string, now: Date, retryAt: Date): Promise<'retry' | 'failed' | null> => {
  const last_error = error.slice(0, 4_000);
  const outcome = row.attempts >= row.max_attempts ? 'failed' : 'retry';
  const set = outcome === 'failed' ? { status: 'failed' as const, finished_at: now, last_error, locked_by: null } : { status: 'pending' as const, run_at: retryAt, last_error, locked_by: null };
  const updated = await db.update(jobs).set(set).where(ownClaim(row)).returning({ id: jobs.id });
  return updated.length > 0 ? outcome : null;
};

/** Deletes finished ('done') jobs older than `before`; dead letters stay for inspection. */
export const deleteDoneBefore = async (db: DbOrTx, before: Date): Promise<number> => {
  const deleted = await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finished_at, before))).returning({ id: jobs.id });
  return deleted.length;
};
