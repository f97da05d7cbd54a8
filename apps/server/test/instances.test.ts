import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { staticGeoIp } from '../src/adapters/geoip';
import { connectPostgres, openPglite, type Database } from '../src/db/client';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed';
import { SEED_PAGES } from '../src/seed/content-pages.data';
import { DEMO_VIDEOS } from '../src/seed/catalog.data';
import { DEMO_VIEWER } from '../src/seed/users';
import { startServerProcess } from './server-process';
import { testConfig } from './test-config';

/**
 * Several instances on one database: both start together on an empty database, both come up, and
 * migrations, static pages and demo data are there exactly once (db/startup-lock.ts).
 * - PostgreSQL pass (TEST_DATABASE_URL): two real server processes on a fresh, empty database.
 * - PGlite pass: PGlite is one process's data directory, so two instances cannot share it; here
 *   two starts run concurrently in this process on one fresh database (the in-process queue).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-instances-'));
const ADMIN_DOMAIN = 'scena.local';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const expectStartedOnce = async (database: Database) => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const applied = await rows<{ hash: string; n: number }>(
    sql`SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash`,
  );
  expect(applied).toHaveLength(journal.entries.length);
  expect(applied.every((row) => row.n === 1)).toBe(true);
  const [users] = await rows<{ total: number; demo: number }>(
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE email IN (${`admin@${ADMIN_DOMAIN}`}, ${DEMO_VIEWER.email}))::int AS demo FROM users`,
  );
  expect(users).toEqual({ total: 2, demo: 2 });
  const [pages] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM pages`);
  expect(pages!.n).toBe(SEED_PAGES.length);
  const [videos] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM videos`);
  expect(videos!.n).toBe(DEMO_VIDEOS.length);
};

if (process.env.TEST_DATABASE_URL) {
  describe('two server processes on one empty PostgreSQL database', () => {
    it(
      'both come up; migrations, static pages and demo data are applied once',
      { timeout: 120_000 },
      async () => {
        const adminUrl = process.env.TEST_DATABASE_URL!;
        const name = `scena_i_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        cleanups.push(async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        });
        const target = new URL(adminUrl);
        target.pathname = `/${name}`;
        const env = {
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: target.toString(),
          SEED_DEMO: 'true',
          ADMIN_EMAIL_DOMAINS: ADMIN_DOMAIN,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          OUTBOX_POLL_MS: '600000',
        };

        const servers = await Promise.all(
          [1, 2].map(() => startServerProcess(env, (stop) => cleanups.push(stop))),
        );
        for (const server of servers) {
          const health = await fetch(`${server.url}/api/health`);
          expect(health.status).toBe(200);
          expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
        }
        // Each start-up step ran in exactly one of the two processes.
        const logs = servers.map((server) => server.output()).join('\n');
        expect(logs.match(/static pages created/g)).toHaveLength(1);
        expect(logs.match(/demo account created/g)).toHaveLength(2);

        const database = connectPostgres(target.toString(), 1);
        cleanups.push(() => database.close());
        await expectStartedOnce(database);
      },
    );
  });
} else {
  describe('two starts on one empty PGlite database (one process: the PGlite path)', () => {
    it(
      'both come up; migrations, static pages and demo data are applied once',
      { timeout: 120_000 },
      async () => {
        const database = await openPglite(undefined);
        cleanups.push(() => database.close());
        const config = testConfig({
          SEED_DEMO: 'true',
          ADMIN_EMAIL_DOMAINS: ADMIN_DOMAIN,
          DATA_DIR: dataDir,
        });
        // What server.ts does: migrate (openDatabase), build the app, seed.
        const start = async () => {
          await runMigrations(database);
          const { app, ctx } = await buildApp({
            config,
            database,
            geoip: staticGeoIp(),
            logger: false,
            serveWeb: false,
          });
          cleanups.push(() => app.close());
          await seedIfEmpty(ctx, app.log);
          return app;
        };
        const apps = await Promise.all([start(), start()]);
        for (const app of apps) {
          const health = await app.inject({ method: 'GET', url: '/api/health' });
          expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
        }
        await expectStartedOnce(database);
      },
    );
  });
}
