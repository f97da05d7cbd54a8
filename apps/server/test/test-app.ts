import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { staticGeoIp } from '../src/adapters/geoip';
import type { AppContext } from '../src/context';
import type { Database } from '../src/db/client';
import { createCallers, type CallerTokens } from './factories';
import { createTestDatabase } from './test-db';
import { testConfig } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

/**
 * A full app on a fresh database, for `app.inject` tests. One per test file (beforeAll), closed
 * in afterAll. Geo-IP is a fixed table so tests can choose a client's country.
 */
export const createTestApp = async (
  options: { env?: Record<string, string>; geo?: Record<string, string> } & Partial<
    Omit<BuildAppOptions, 'config' | 'database'>
  > = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const { env, geo, ...rest } = options;
  const { app, ctx } = await buildApp({
    config: testConfig(env),
    database,
    geoip: staticGeoIp(geo),
    logger: false,
    serveWeb: false,
    ...rest,
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/** A test app and the tokens of its three callers (owner, other, admin): most route files start with both. */
export const createTestAppWithTokens = async (): Promise<{ t: TestApp; tokens: CallerTokens }> => {
  const t = await createTestApp();
  return { t, tokens: (await createCallers(t.ctx)).tokens };
};
