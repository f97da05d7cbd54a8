import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config';
import { connectPglite, connectPostgres, executeRows, type Database, type Db } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { BackupError, describeFile, type Manifest } from './manifest';
import { findPgTool, runPgTool } from './pg-tools';

/**
 * The database half of a backup. PostgreSQL: pg_dump's custom format (one consistent snapshot, the
 * server may keep running) and pg_restore. The embedded PGlite: its data directory as a tarball
 * (PGlite's dumpDataDir), taken while no server has it open.
 */
type MigrationLevel = Manifest['migrations'];

const journal = async (): Promise<{ tag: string; when: number }[]> =>
  JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries;

/** How many migrations the database has applied and the last one's name (drizzle's own table). */
export const migrationLevel = async (db: Db): Promise<MigrationLevel> => {
  const rows = await executeRows<{ created_at: string | number }>(
    db,
    sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  ).catch(() => []);
  const last = rows.at(-1);
  if (!last) throw new BackupError('The database has no Scena migrations: nothing to back up or check.');
  const entry = (await journal()).find((item) => item.when === Number(last.created_at));
  return { applied: rows.length, latest: entry?.tag ?? `unknown (${last.created_at})` };
};

/** A backup restores with code that knows its migrations; the server applies any newer ones at start. */
export const checkMigrationsKnown = async (level: MigrationLevel) => {
  const known = await journal();
  if (known[level.applied - 1]?.tag !== level.latest)
    throw new BackupError(
      `The backup's database reached migration ${level.latest} (${level.applied} applied), which this ` +
        `version of Scena does not have (its last: ${known.at(-1)?.tag}). Restore with the version that made it, or a newer one.`,
    );
};

const serverMajor = async (db: Db) =>
  Math.floor(
    Number(
      (await executeRows<{ v: string }>(db, sql`SELECT current_setting('server_version_num') AS v`))[0]!.v,
    ) / 10_000,
  );

/**
 * Opens the configured database for a backup without migrating it. PGlite keeps postmaster.pid in
 * its directory while a process has it open: a server writing beside a dump would corrupt both.
 */
export const openForBackup = async (config: Config): Promise<Database> => {
  if (config.DATABASE_URL) return connectPostgres(config.DATABASE_URL, 2);
  if (!existsSync(path.join(config.paths.db, 'PG_VERSION')))
    throw new BackupError(`There is no database in ${config.paths.db} (set DATA_DIR, or DATABASE_URL).`);
  if (existsSync(path.join(config.paths.db, 'postmaster.pid')))
    throw new BackupError(
      `${config.paths.db} is open (postmaster.pid): stop the server first. If it is stopped, it ended ` +
        'without closing the database: start and stop it once, then back up.',
    );
  const client = new PGlite(config.paths.db, { extensions: pgliteExtensions });
  await client.waitReady;
  return connectPglite(client);
};

/** Writes the database into `dir`; answers the manifest's part. */
export const dumpDatabase = async (
  database: Database,
  dir: string,
  env: NodeJS.ProcessEnv,
): Promise<Manifest['database']> => {
  if (database.kind === 'postgres') {
    const tool = await findPgTool('pg_dump', await serverMajor(database.db), env.PATH ?? '');
    const file = 'database.dump';
    await runPgTool(tool, ['--format=custom', `--file=${path.join(dir, file)}`], database.url!, env);
    return { kind: 'postgres', file, ...(await describeFile(path.join(dir, file))) };
  }
  const file = 'database.tar.gz';
  const tarball = await database.pglite!.dumpDataDir('gzip');
  await fs.writeFile(path.join(dir, file), Buffer.from(await tarball.arrayBuffer()));
  return { kind: 'pglite', file, ...(await describeFile(path.join(dir, file))) };
};

/** Whether the configured target holds anything: a table outside PostgreSQL's own schemas, or a file in DATA_DIR/db. */
export const databaseHoldsData = async (config: Config) => {
  if (!config.DATABASE_URL) return (await fs.readdir(config.paths.db).catch(() => [])).length > 0;
  const database = connectPostgres(config.DATABASE_URL, 1);
  try {
    const [row] = await executeRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM information_schema.tables
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    return row!.n > 0;
  } catch (error) {
    throw new BackupError(
      `Cannot reach the target database (${(error as Error).message}); create it first (createdb).`,
    );
  } finally {
    await database.close();
  }
};

/**
 * `--force` on PostgreSQL: every schema of the target goes, `public` comes back empty. pg_restore's
 * own --clean cannot do it: it fails on pg-boss's partitioned tables (their inherited keys).
 */
const emptyPostgres = (db: Db) =>
  db.transaction(async (tx) => {
    const schemas = await executeRows<{ name: string }>(
      tx,
      sql`SELECT nspname AS name FROM pg_namespace
          WHERE left(nspname, 3) <> 'pg_' AND nspname <> 'information_schema'`,
    );
    for (const { name } of schemas) await tx.execute(sql`DROP SCHEMA ${sql.identifier(name)} CASCADE`);
    await tx.execute(sql`CREATE SCHEMA public`);
    await tx.execute(sql`GRANT USAGE ON SCHEMA public TO PUBLIC`);
  });

/**
 * Restores the dump into the configured database and checks it reached the backup's migration.
 * `force` empties the target first: on PostgreSQL its schemas are dropped (emptyPostgres), on
 * PGlite the old directory is moved aside (answered), never deleted.
 */
export const restoreDatabase = async (
  config: Config,
  dir: string,
  manifest: Manifest,
  options: { force: boolean; env: NodeJS.ProcessEnv },
): Promise<{ movedAside: string | null }> => {
  const file = path.join(dir, manifest.database.file);
  let database: Database;
  let movedAside: string | null = null;
  if (manifest.database.kind === 'postgres') {
    database = connectPostgres(config.DATABASE_URL!, 1);
    try {
      const tool = await findPgTool('pg_restore', await serverMajor(database.db), options.env.PATH ?? '');
      if (options.force) await emptyPostgres(database.db);
      // Owners and grants are the old server's roles; the restoring role owns what it creates.
      const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file];
      await runPgTool(tool, args, config.DATABASE_URL!, options.env);
    } catch (error) {
      await database.close();
      throw error;
    }
  } else {
    if (existsSync(config.paths.db) && (await fs.readdir(config.paths.db)).length) {
      movedAside = `${config.paths.db}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await fs.rename(config.paths.db, movedAside);
    }
    await fs.mkdir(config.paths.db, { recursive: true });
    const loadDataDir = new Blob([new Uint8Array(await fs.readFile(file))]);
    const client = new PGlite(config.paths.db, { loadDataDir, extensions: pgliteExtensions });
    await client.waitReady;
    database = connectPglite(client);
  }
  try {
    const level = await migrationLevel(database.db);
    if (level.applied !== manifest.migrations.applied || level.latest !== manifest.migrations.latest)
      throw new BackupError(
        `The restored database is at ${level.latest} (${level.applied}), not the backup's ${manifest.migrations.latest}.`,
      );
  } finally {
    await database.close();
  }
  return { movedAside };
};
