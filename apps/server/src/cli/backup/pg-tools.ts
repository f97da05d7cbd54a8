import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './manifest';

/**
 * pg_dump and pg_restore, the PostgreSQL client's own tools: a dump they write is consistent (one
 * snapshot) and restores on any later PostgreSQL. A tool older than the server refuses to dump it,
 * so the newest one found wins: on PATH, or in Debian's /usr/lib/postgresql/<version>/bin.
 */
const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

const candidates = async (tool: PgTool, searchPath: string) => {
  const versioned = await fs.readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const dirs = [
    ...searchPath.split(path.delimiter).filter(Boolean),
    ...versioned.map((version) => path.join('/usr/lib/postgresql', version, 'bin')),
  ];
  const found: string[] = [];
  for (const dir of dirs) {
    const file = path.join(dir, tool);
    if (
      await fs.access(file, fs.constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      found.push(file);
  }
  return found;
};

/** The major version a tool reports (`pg_dump (PostgreSQL) 15.20 …` → 15), or null when it does not run. */
const majorOf = async (file: string) => {
  const { stdout } = await run(file, ['--version']).catch(() => ({ stdout: '' }));
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  return match ? Number(match[1]) : null;
};

/** The newest `tool` found, refused with what to install when there is none or it is older than the server. */
export const findPgTool = async (tool: PgTool, serverMajor: number, searchPath: string) => {
  let best: { file: string; major: number } | null = null;
  for (const file of await candidates(tool, searchPath)) {
    const major = await majorOf(file);
    if (major !== null && (!best || major > best.major)) best = { file, major };
  }
  const install = `install the PostgreSQL ${serverMajor} client tools (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor})`;
  if (!best)
    throw new BackupError(`${tool} was not found on PATH or in /usr/lib/postgresql/*/bin: ${install}.`);
  if (best.major < serverMajor)
    throw new BackupError(
      `${best.file} is PostgreSQL ${best.major}, older than the server (${serverMajor}): ${install}.`,
    );
  return best.file;
};

/**
 * Runs a tool against the database at `url`. The password goes in PGPASSWORD, not on the command
 * line, where every user of the machine could read it in the process list.
 */
export const runPgTool = (file: string, args: string[], url: string, env: NodeJS.ProcessEnv) => {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, [...args, `--dbname=${target.toString()}`], {
      env: { ...env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(file)} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
};
