// Finds the PostgreSQL the server tests run on the second time: TEST_DATABASE_URL, or the machine's
// own server on 127.0.0.1:5432. In CI (CI=1) it is required, so a stopped service is started.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

/** Connects and asks for the version; returns it, or the reason it could not. */
export const probe = async (url) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query('SHOW server_version');
    return { ok: true, version: rows[0].server_version };
  } catch (error) {
    return {
      ok: false,
      reason: error instanceof Error ? error.message || error.constructor.name : String(error),
    };
  } finally {
    await client.end().catch(() => {});
  }
};

/**
 * Starts the Debian cluster(s) in /etc/postgresql (what CI machines have). The systemctl redirect
 * is skipped because containers run no systemd.
 */
export const startLocalCluster = () => {
  const base = '/etc/postgresql';
  if (!fs.existsSync(base)) return 'no PostgreSQL installation in /etc/postgresql';
  const versions = fs.readdirSync(base);
  const errors = [];
  for (const version of versions) {
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'inherit',
      });
    } catch (error) {
      errors.push(`pg_ctlcluster ${version} main start: ${error instanceof Error ? error.message : error}`);
    }
  }
  return errors.length > 0 ? errors.join('; ') : null;
};

/** Probes, and in CI starts the service and waits up to 30 s for it. */
export const findPostgres = async ({ required }) => {
  const url = testDatabaseUrl();
  let result = await probe(url);
  if (result.ok || !required) return { url, ...result };
  console.log(`PostgreSQL is not answering at ${url} (${result.reason}); starting the local cluster…`);
  const startError = startLocalCluster();
  if (startError) console.log(startError);
  const deadline = Date.now() + 30_000;
  while (!result.ok && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    result = await probe(url);
  }
  return { url, ...result };
};

/** A fresh, empty database for one bench run on the test PostgreSQL; drop() removes it. */
export const createBenchDatabase = async (suffix = '') => {
  const found = await findPostgres({ required: false });
  if (!found.ok) throw new Error(`PostgreSQL is not reachable at ${found.url} (${found.reason})`);
  const name = `scena_bench_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: found.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(found.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};
