import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectPglite, connectPostgres, type Database } from '../src/db/client';
import { APP_CONFIG_FRESH_MS, createAppConfigService } from '../src/modules/content';
import { createTestAppWithTokens, type TestApp } from './test-app';
import { auth, type CallerTokens } from './factories';
import { testConfig } from './test-config';
import { staticGeoIp } from '../src/adapters/geoip';

/**
 * Two app instances on one database, each with its own connection and its own copy of the config
 * (the cache is per database client): a maintenance switch on one is in force on the other within
 * a second, both for other modules' reads (`get()`) and for GET /api/appconfig.
 */
describe('app config on two instances', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  let second: Database;
  let other: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
    second =
      t.database.kind === 'postgres'
        ? connectPostgres(t.database.url!, 3)
        : connectPglite(t.database.pglite!);
    other = await buildApp({
      config: testConfig(),
      database: second,
      geoip: staticGeoIp(),
      logger: false,
      serveWeb: false,
    });
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app.close();
    // PGlite: the second "connection" is the same in-process client, closed with the first.
    if (second.kind === 'postgres') await second.close();
    await t.close();
  });

  it('a maintenance switch on one instance is in force on the other within a second, and back', async () => {
    const here = createAppConfigService(t.ctx);
    const there = createAppConfigService(other.ctx);
    expect(other.ctx.db).not.toBe(t.ctx.db);
    // Both have the config cached.
    expect((await here.get()).maintenance).toBe(false);
    expect((await there.get()).maintenance).toBe(false);

    for (const maintenance of [true, false]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/appconfig',
        payload: { maintenance },
        headers: auth(tokens.admin),
      });
      expect(res.statusCode).toBe(200);
      // The promise (app-config.cache.ts): once APP_CONFIG_FRESH_MS has passed, the next read on
      // any instance asks the version and sees the write. Waiting that long, then one read, proves
      // it exactly; a wall-clock poll deadline failed only when a shared machine was slow.
      await new Promise((resolve) => setTimeout(resolve, APP_CONFIG_FRESH_MS));
      expect((await there.get()).maintenance).toBe(maintenance);
      const viewer = await other.app.inject({ method: 'GET', url: '/api/appconfig' });
      expect(viewer.json().maintenance).toBe(maintenance);
    }
  });
});
