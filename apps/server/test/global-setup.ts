import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres } from '../src/db/client';
import { pgliteExtensions } from '../src/db/pglite-extensions';
import { runMigrations } from '../src/db/migrate';
import { installJobs } from '../src/jobs/boss';
import { jobDefinitions } from '../src/jobs/registry';

/**
 * Builds one migrated database per test run, with pg-boss's schema and queues installed (its
 * install takes ~0.5 s on PGlite), which every test file then copies:
 * - PGlite (default): a data-dir dump loaded by each file (`loadDataDir`), ~0.5 s instead of ~1.5 s.
 * - PostgreSQL (TEST_DATABASE_URL set): a template database; each file runs CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `scena_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = connectPostgres(target.toString(), 2);
    await runMigrations(database);
    await installJobs(database, jobDefinitions);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      // Per-file databases are dropped by their owners; drop leftovers of crashed files too.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `scena_t_${process.pid}_%`],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  const database = connectPglite(client);
  await runMigrations(database);
  await installJobs(database, jobDefinitions);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `scena-pglite-template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(file, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
