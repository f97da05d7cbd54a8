/**
 * Suites that `npm test` runs once, on PostgreSQL, instead of on both databases: the multi-process
 * and multi-instance suites (what they prove, several processes on one database, is PostgreSQL's
 * case in production; PGlite is one process's data directory) and the suites that wait on job
 * polling. The PGlite pass leaves them out only when the PostgreSQL pass follows
 * (scripts/test.mjs sets SCENA_SKIP_POSTGRES_ONLY); run alone, each still runs on either database.
 * Paths are relative to apps/server.
 */
export const POSTGRES_ONLY_SUITES = [
  'test/instances.test.ts',
  'test/app-config-instances.test.ts',
  'src/adapters/video-host/local/instances.test.ts',
  'src/jobs/queue.test.ts',
];
