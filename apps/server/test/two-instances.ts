import { buildApp } from '../src/app';
import { staticGeoIp } from '../src/adapters/geoip';
import { startJobs } from '../src/jobs';
import { startServerProcess } from './server-process';
import type { TestApp } from './test-app';
import { testConfig } from './test-config';
import { createTestDatabaseAt } from './test-db';

/** What a test registers to be undone after all (run in reverse order). */
export type Cleanups = (() => Promise<unknown>)[];

/**
 * Two instances of the product on one fresh test database, for the suites that prove what
 * instances share (instances-shared.test.ts, nginx.test.ts), and a factory app in this process on
 * the same database, where the test makes its users, sessions and items.
 * - PostgreSQL (TEST_DATABASE_URL): two real server processes (src/server.ts: jobs and outbox
 *   included), the deployment as it runs.
 * - PGlite: one process owns the data directory, so two apps in this process on the one database;
 *   `jobs` says which of them run pg-boss ('first': once, as one runner; 'each': both compete).
 */
export const startTwoInstances = async (
  env: Record<string, string>,
  cleanups: Cleanups,
  options: { jobs: 'first' | 'each'; pollingIntervalSeconds?: number },
): Promise<{ factory: TestApp; urls: [string, string] }> => {
  const { database, url } = await createTestDatabaseAt();
  cleanups.push(() => database.close());
  const build = () =>
    buildApp({ config: testConfig(env), database, geoip: staticGeoIp(), logger: false, serveWeb: false });
  const made = await build();
  const factory: TestApp = { ...made, database, close: () => made.app.close() };
  cleanups.push(() => factory.close());

  if (url) {
    const serverEnv = { ...env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: url };
    const servers = await Promise.all(
      [1, 2].map(() =>
        startServerProcess({ ...serverEnv, SEED_DEMO: 'false', LOG_LEVEL: 'info' }, (stop) =>
          cleanups.push(stop),
        ),
      ),
    );
    return { factory, urls: [servers[0]!.url, servers[1]!.url] };
  }
  const urls: string[] = [];
  for (let n = 1; n <= 2; n += 1) {
    const { app, ctx } = await build();
    cleanups.push(() => app.close());
    if (options.jobs === 'each' || n === 1) {
      const jobs = await startJobs(
        ctx,
        app.log,
        options.pollingIntervalSeconds
          ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
          : undefined,
      );
      cleanups.push(() => jobs.stop());
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  }
  return { factory, urls: [urls[0]!, urls[1]!] };
};
