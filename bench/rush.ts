import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { loadConfig, type Config } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/context';
import { installJobs, jobDefinitions } from '../apps/server/src/jobs';
import { staticGeoIp } from '../apps/server/src/adapters/geoip';
import type { PaymentProvider } from '../apps/server/src/adapters/payments';
import { users, type UserRow } from '../apps/server/src/modules/users';

/**
 * What the rush benches share (ticket-rush.ts, codes-redeem.ts): the command line, the whole app
 * listening on loopback, signed-in viewers, a burst of requests from a worker thread, percentiles,
 * the results file and the verdict. Each bench keeps its own scenario and judgement.
 */

/** `--name=N` on the command line, else `fallback`. */
export const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
export const onPostgres = process.argv.includes('--postgres');
/** `--no-judge-timing`: the timing limits are printed, not judged (a machine known to be busy). */
export const judgeTiming = !process.argv.includes('--no-judge-timing');

/**
 * The migrated database's app listening on a loopback port. Rate limits are off
 * (RATE_LIMIT_DISABLED): every viewer comes from 127.0.0.1 here, and a bench measures its path,
 * not the limiter. The configuration is built here, not read from the environment, so the one
 * variable a bench run is steered by, SPEED_OFF (bench/speed-compare.ts sets it per run), is
 * handed over here, for every rush. `env` adds to the configuration; `payments` makes the
 * provider from it (answered back; without it, the configuration's own).
 */
export const startRushApp = async <P extends PaymentProvider | undefined = undefined>(
  database: Database,
  options: { env?: Record<string, string>; payments?: (config: Config) => P } = {},
) => {
  await runMigrations(database);
  await installJobs(database, jobDefinitions);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:9',
    SEED_DEMO: 'false',
    RATE_LIMIT_DISABLED: 'true',
    SPEED_OFF: process.env.SPEED_OFF ?? '',
    ...options.env,
  });
  const payments = options.payments?.(config) as P;
  const { app, ctx } = await buildApp({
    config,
    database,
    geoip: staticGeoIp(),
    logger: false,
    serveWeb: false,
    ...(payments ? { payments } : {}),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0, backlog: config.LISTEN_BACKLOG });
  return { app, ctx, config, address, payments };
};

export type Viewer = { id: number; token: string };

/**
 * `count` verified viewers with a session each (`email` makes the address of the i-th), inserted
 * directly: hashing 1,000 passwords is not what is measured.
 */
export const signedInViewers = async (
  { database, ctx }: { database: Database; ctx: AppContext },
  count: number,
  email: (i: number) => string,
): Promise<Viewer[]> => {
  const rows = (await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: email(i),
        firstname: 'Jan',
        lastname: 'Kowalski',
        password_hash: 'x',
        role: 2,
        birthday: '1990-01-01',
        country_code: 'PL',
        tos: true,
        verified_at: new Date(),
      })),
    )
    .returning()) as UserRow[];
  return Promise.all(
    rows.map(async (user) => ({
      id: user.id,
      token: await ctx.sessions.start(user, { remember: false, ip: '127.0.0.1', userAgent: 'bench' }),
    })),
  );
};

/**
 * The requests run in a worker thread (another core): the load generator does not take the
 * server's event loop. All are sent at once, each on a connection of its own (as 1,000 buyers'
 * browsers would); each answer's status, type, latency and arrival time (from the burst's start)
 * come back, in the order of the requests. node:http, not fetch: on these 2 cores undici's fetch
 * took 0.7–1.0 s of CPU per 1,000 requests against 0.3–0.4 s, time the server's threads lacked
 * (bench/NOTES.md, "The load generator's own CPU").
 */
const BURST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { address, requests } = workerData;
const { hostname, port } = new URL(address);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const post = ({ path, token, body }) => new Promise((resolve, reject) => {
  const payload = JSON.stringify(body);
  const sent = performance.now();
  const req = http.request({ hostname, port, path, method: 'POST', agent, headers: {
    'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-auth-token': token,
    'accept-encoding': 'gzip, deflate, br',
  } }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => {
      const answer = JSON.parse(Buffer.concat(chunks).toString());
      const now = performance.now();
      resolve({ status: res.statusCode, type: answer.type, ms: now - sent, at: now - started });
    });
    res.on('error', reject);
  });
  req.on('error', reject);
  req.end(payload);
});
const started = performance.now();
Promise.all(requests.map(post)).then((answers) => parentPort.postMessage(answers));
`;
export type Answer = { status: number; type?: string; ms: number; at: number };
export type BurstRequest = { path: string; token: string; body: unknown };
export const burst = (address: string, requests: BurstRequest[]) =>
  new Promise<Answer[]>((resolve, reject) => {
    const worker = new Worker(BURST_WORKER, { eval: true, workerData: { address, requests } });
    worker.once('message', (answers: Answer[]) => void worker.terminate().then(() => resolve(answers)));
    worker.once('error', reject);
  });

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A round's row as one `key=value` line. */
export const printRow = (row: Record<string, number | string>) =>
  console.log(
    Object.entries(row)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
  );

/** Writes bench/results/<name>-<database kind>.json; answers its path relative to the working folder. */
export const writeResults = async (name: string, kind: string, summary: object): Promise<string> => {
  const out = path.resolve(import.meta.dirname, 'results', `${name}-${kind}.json`);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, `${JSON.stringify(summary, null, 2)}\n`);
  return path.relative(process.cwd(), out);
};

/** The verdict: the problems and exit 1, or `<label> OK` and exit 0. */
export const finish = (label: string, problems: string[]): never => {
  if (problems.length > 0) {
    console.error(`${label} FAILED:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${label} OK`);
  process.exit(0);
};
