// The public read path under a premiere-night load: a server of its own (the built dist) on a
// catalogue of 1,000 videos and 1,000 events (bench/seed-catalog.ts), then autocannon at
// `connections` clients against GET /api/health (the floor every request pays: routing, hooks,
// one query) and each public catalogue read, one after the other in the same run, as a guest
// browser asks (Accept-Encoding: br, gzip). Goal on PostgreSQL: every read at least
// READ_PATH_GOALS.minShareOfHealth of /api/health's req/s with p95 ≤ READ_PATH_GOALS.maxP95Ms.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from '../scripts/lib/postgres.mjs';
import { freePort, fromRoot, waitForHttp } from '../scripts/lib/util.mjs';
import { runLoad } from './signin-load.mjs';
import { benchServerEnv } from './server-env.mjs';

export const READ_PATH_GOALS = { minShareOfHealth: 0.5, maxP95Ms: 50 };
export const SEEDED_ROWS = 1000;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'pl-PL,pl;q=0.9' };

/** The reads a guest's home, VOD, event and item pages make, and the external API. */
const readPaths = ({ videoId, eventId }) => [
  '/api/videos',
  `/api/videos/${videoId}`,
  '/api/events',
  `/api/events/${eventId}`,
  '/api/categories',
  '/api/slides',
  '/api/appconfig',
  '/external_api/videos',
  `/external_api/video/${videoId}`,
  '/external_api/events',
  `/external_api/event/${eventId}`,
  '/external_api/slides',
  '/external_api/config',
];

const runNode = (args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: fromRoot(), env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });

/**
 * Seeds, starts the server, measures, stops. `nodeArgs` go to the server's node (e.g. --cpu-prof).
 * @returns {Promise<{ database: string, rows: number, health: object, reads: object[], problems: string[] }>}
 */
export const runReadPathBench = async ({ onPostgres, connections = 50, durationSeconds = 5, nodeArgs = [], paths: only } = {}) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-read-path-'));
  const postgres = onPostgres ? await createBenchDatabase('_reads') : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = benchServerEnv({ port, baseUrl, dataDir: path.join(work, 'data'), databaseUrl: postgres?.url });
  let server;
  try {
    await runNode([fromRoot('node_modules/tsx/dist/cli.mjs'), fromRoot('bench/seed-catalog.ts'), `--rows=${SEEDED_ROWS}`], env);
    server = spawn(process.execPath, [...nodeArgs, fromRoot('apps/server/dist/server.js')], { cwd: work, env, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForHttp(`${baseUrl}/api/health`, { child: server, timeoutMs: 90_000 });
    const first = async (url, key) => (await (await fetch(`${baseUrl}${url}`)).json())[key][0].id;
    const ids = { videoId: await first('/api/videos?page=1&page_size=10', 'videos'), eventId: await first('/api/events?page=1&page_size=10', 'events') };
    const noLoopStats = async () => null;
    const measure = (requestPath) =>
      runLoad({ baseUrl, request: { path: requestPath, headers: BROWSER }, connections, durationSeconds, readLoopStats: noLoopStats });
    const health = await measure('/api/health');
    const reads = [];
    for (const requestPath of readPaths(ids).filter((p) => !only || only.some((o) => p.startsWith(o)))) reads.push(await measure(requestPath));
    const problems = [];
    for (const run of [health, ...reads]) {
      const failed = run.status.non2xx + run.status.errors;
      if (failed > 0) problems.push(`${run.request}: ${failed} of ${run.requests} requests failed`);
    }
    return { database: onPostgres ? 'postgres' : 'pglite', rows: SEEDED_ROWS, connections, durationSeconds, health, reads, problems };
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(work, { recursive: true, force: true });
    await postgres?.drop();
  }
};

/** Prints the table and returns the goals missed (judged only where `enforce` is set). */
export const reportReadPath = (result, { baseline, enforce }) => {
  // The baseline file's numbers are the machine's before the read path; "x before" shows the gain.
  const ms = (value) => (value == null ? '–' : `${Math.round(value * 10) / 10} ms`);
  const health = result.health.throughput;
  const table = {};
  const missed = [];
  for (const run of [result.health, ...result.reads]) {
    const share = run.throughput / health;
    const before = baseline?.[run.request.replace(/\/\d+$/, '/:id')];
    table[run.request] = {
      'req/s': Math.round(run.throughput),
      'KB/answer': Math.round(run.bytesPerResponse / 102.4) / 10,
      'of health': `${Math.round(share * 100)} %`,
      p50: ms(run.latency.p50),
      p95: ms(run.latency.p95),
      max: ms(run.latency.max),
      ...(baseline ? { 'before req/s': before ? Math.round(before) : '–', 'x before': before ? `${(run.throughput / before).toFixed(1)}×` : '–' } : {}),
    };
    if (run === result.health) continue;
    if (share < READ_PATH_GOALS.minShareOfHealth) missed.push(`${run.request}: ${Math.round(share * 100)} % of /api/health's req/s (goal ${READ_PATH_GOALS.minShareOfHealth * 100} %)`);
    if (run.latency.p95 > READ_PATH_GOALS.maxP95Ms) missed.push(`${run.request}: p95 ${ms(run.latency.p95)} (goal ≤ ${READ_PATH_GOALS.maxP95Ms} ms)`);
  }
  console.table(table);
  if (!enforce && missed.length) console.log(`Not judged on ${result.database} (the goals are PostgreSQL's):\n  ${missed.join('\n  ')}`);
  return enforce ? missed : [];
};
