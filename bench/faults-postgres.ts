// A PostgreSQL server of the fault script's own (bench/faults.ts), on a spare loopback port in a
// temporary directory, made with Debian's initdb and run with pg_ctl, so the script can restart it
// mid-load. The machine's PostgreSQL (5432) is shared with other tests and never touched. As root,
// PostgreSQL refuses to run: the commands then run as the `postgres` user (runuser).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../scripts/lib/util.mjs';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or an error that says how to get one. */
const binDir = (): string => {
  const versions = fs.existsSync(ROOT)
    ? fs
        .readdirSync(ROOT)
        .filter((v) => fs.existsSync(path.join(ROOT, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error(
      `no PostgreSQL server under ${ROOT}: apt-get install -y postgresql (the script starts its own)`,
    );
  return path.join(ROOT, versions[0], 'bin');
};

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** A database made here for one run: its URL. */
  createDatabase(name: string): Promise<string>;
  /** pg_ctl restart -m fast: every connection is cut, the server is back when this resolves. */
  restart(): Promise<void>;
  /** Stops the server and removes its directory. */
  close(): Promise<void>;
}

export const startOwnPostgres = async (): Promise<OwnPostgres> => {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-faults-pg-'));
  if (asRoot) fs.chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), 0);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const pgCommand = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    // Two instances' pools and pg-boss's, the checks, the seed: well under this.
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = (action: string, more: string[] = []) =>
    pgCommand('pg_ctl', [action, '-D', data, '-w', '-t', '60', '-l', path.join(dir, 'log'), ...more]);

  await pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await pgCtl('start', ['-o', options]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    createDatabase: async (name) => {
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    restart: async () => {
      await pgCtl('restart', ['-m', 'fast', '-o', options]);
    },
    close: async () => {
      await pgCtl('stop', ['-m', 'fast']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
