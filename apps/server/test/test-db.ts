import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteExtensions } from '../src/db/pglite-extensions';
import { connectPglite, connectPostgres, type Database } from '../src/db/client';

/** A fresh, migrated database for one test file (see global-setup.ts). Always close() it. */
export const createTestDatabase = async (): Promise<Database> => (await createTestDatabaseAt()).database;

/** The same, with its address on PostgreSQL (for server processes of its own); null on PGlite. */
export const createTestDatabaseAt = async (): Promise<{ database: Database; url: string | null }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `scena_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = connectPostgres(target.toString(), 5);
    return {
      url: target.toString(),
      database: {
        ...database,
        close: async () => {
          await database.close();
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  const client = new PGlite({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  await client.waitReady;
  return { database: connectPglite(client), url: null };
};
