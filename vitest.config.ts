import { configDefaults, defineConfig } from 'vitest/config';
import { POSTGRES_ONLY_SUITES } from './apps/server/test/postgres-only-suites.ts';

/** `npm test`'s PGlite pass when its PostgreSQL pass follows: those suites run there only. */
const skipPostgresOnly = process.env.SCENA_SKIP_POSTGRES_ONLY === '1' && !process.env.TEST_DATABASE_URL;

/**
 * One Vitest run, four projects. Server tests share a migrated template database built once
 * (apps/server/test/global-setup.ts); set TEST_DATABASE_URL to run them on PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(skipPostgresOnly ? POSTGRES_ONLY_SUITES : [])],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker keeps its imported modules from one file to the next: each file still gets a
          // fresh database and app (test/test-app.ts), and the server keeps no state that matters
          // in module scope, so isolation only re-imported the whole server per file (about a
          // third of the pass's CPU, measured in bench/NOTES.md "Where npm test's time goes").
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
      {
        // The benches' pure parts (percentiles, verdicts); the benches themselves are run by npm scripts.
        test: { name: 'bench', root: './bench', include: ['**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
