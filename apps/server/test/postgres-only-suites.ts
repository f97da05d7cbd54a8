/**
 * Suites that `npm test` runs once, on PostgreSQL, instead of on both databases: the multi-process
 * and multi-instance suites (the nginx and drain suites among them; the PostgreSQL driver's own, db/client.test.ts; what they prove, several processes on one database, is PostgreSQL's
 * case in production; PGlite is one process's data directory), the suite that waits on job
 * polling, and the input fuzz (a fifth of the server pass's time on PGlite: 121 tests, 20 generated
 * inputs each; what it proves, no input yields a 500 and every refusal has the spec's
 * body, is decided before or by the same PostgreSQL engine either way; PGlite is PostgreSQL
 * compiled to WebAssembly). The PGlite pass leaves them out only when the PostgreSQL pass follows
 * (scripts/test.mjs sets SCENA_SKIP_POSTGRES_ONLY); run alone, each still runs on either database.
 * Paths are relative to apps/server.
 */
export const POSTGRES_ONLY_SUITES = [
  'test/instances.test.ts',
  'test/app-config-instances.test.ts',
  'src/adapters/video-host/local/instances.test.ts',
  'src/jobs/queue.test.ts',
  'test/fuzz.test.ts',
  'test/nginx.test.ts',
  'test/drain.test.ts',
  'src/db/client.test.ts',
  'test/instances-shared.test.ts',
];
