import pg from 'pg';

/**
 * The project's advisory-lock key (any fixed int8; 0x5343454E41, "SCENA" in ASCII). Advisory locks are
 * per database, so instances of other databases on the same server never wait for each other.
 */
export const STARTUP_LOCK_KEY = '357610901057';

export type ExclusiveRunner = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * PostgreSQL: `work` runs while this process holds pg_advisory_lock on a connection of its own
 * (outside the pool, so a pool of one cannot deadlock against it). Another instance starting at
 * the same moment waits at the lock and then finds the migrations applied and the data seeded.
 * If the process dies, the connection closes and PostgreSQL releases the lock by itself.
 */
export const postgresExclusive =
  (url: string): ExclusiveRunner =>
  async (work) => {
    const client = new pg.Client({ connectionString: url });
    // A dropped lock connection must not crash the process; the query below then fails instead.
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      // Ending the session releases the lock (an explicit unlock would be one more round trip).
      await client.end().catch(() => undefined);
    }
  };

/**
 * PGlite: one process owns the data directory, so there is no other instance to wait for; calls
 * within this process are queued so that two starts on one database (tests) run one after the other.
 */
export const inProcessExclusive = (): ExclusiveRunner => {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
};
