// The premiere bench's world: a database (PGlite in a data directory, or a fresh PostgreSQL
// database) seeded once with the catalogue (bench/seed-catalog.ts), the premiere's viewers, limited
// events and hosted video (bench/premiere-seed.ts); PayU's side in a process of its own
// (bench/premiere-payu.ts); and the built server (apps/server/dist/server.js), started in its own
// process as in production, once per configuration (SPEED_OFF), with the real PayU adapter
// pointed at the emulator; or, given a number of instances (PostgreSQL only), that many behind
// nginx (bench/cluster.ts), at one proxy address for every count. PGlite admits one process, so
// the oversold check runs between servers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createBenchDatabase } from '../scripts/lib/postgres.mjs';
import { freePort, fromRoot, waitForHttp } from '../scripts/lib/util.mjs';
import { TEST_POS } from '../apps/server/src/adapters/payments/testing/payu-emulator';
import { benchServerEnv } from './server-env.mjs';
import { startCluster, type Cluster } from './cluster';
import { runNode } from './read-path.mjs';
import type { PayuReady } from './premiere-payu';

export type WorldOptions = {
  onPostgres: boolean;
  events: number;
  videos: number;
  viewers: number;
  eventsOnSale: number;
  tickets: number;
};
export type Stock = { event_id: number; ticket_limit: number; held: number; holding: number };

const TSX = fromRoot('node_modules/tsx/dist/cli.mjs');

const stopChild = async (child: ChildProcess | null) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

export const prepareWorld = async (options: WorldOptions) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-premiere-'));
  const postgres = options.onPostgres ? await createBenchDatabase('_premiere') : null;
  const payu = fork(path.join(import.meta.dirname, 'premiere-payu.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const ready = await new Promise<PayuReady>((resolve, reject) => {
    payu.once('message', resolve);
    payu.once('exit', (code) => reject(new Error(`the PayU process exited with ${code}`)));
  });
  // Alone, the server listens here; behind nginx, nginx does (and the instances on ports of their own).
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server serves a web app; the bench's is one page (the bench asks the API only).
  const webDir = path.join(work, 'web');
  fs.mkdirSync(webDir, { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>premiere bench</title>\n');
  const env = benchServerEnv({
    port,
    baseUrl,
    dataDir: path.join(work, 'data'),
    databaseUrl: postgres?.url,
    extra: {
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'error',
      VIDEO_HOST: 'local',
      PAYMENT_PROVIDER: 'payu',
      PAYU_API_URL: ready.emulatorUrl,
      PAYU_POS_ID: TEST_POS.posId,
      PAYU_CLIENT_ID: TEST_POS.posId,
      PAYU_CLIENT_SECRET: TEST_POS.clientSecret,
      PAYU_SECOND_KEY: TEST_POS.secondKey,
    },
  });
  const secret = `premiere${randomBytes(12).toString('base64url')}`;
  const password = `Premiera-${randomBytes(6).toString('hex')}`;
  const out = path.join(work, 'seed.json');
  let server: ChildProcess | null = null;
  let cluster: Cluster | null = null;
  try {
    await runNode(
      [TSX, fromRoot('bench/seed-catalog.ts'), `--events=${options.events}`, `--videos=${options.videos}`],
      env,
    );
    await runNode(
      [
        TSX,
        fromRoot('bench/premiere-seed.ts'),
        `--viewers=${options.viewers}`,
        `--events-on-sale=${options.eventsOnSale}`,
        `--tickets=${options.tickets}`,
        `--secret=${secret}`,
        `--password=${password}`,
        `--out=${out}`,
      ],
      env,
    );
  } catch (error) {
    payu.send('stop');
    await postgres?.drop();
    throw error;
  }
  const seeded = JSON.parse(fs.readFileSync(out, 'utf8')) as { hostedVideoId: string; eventIds: number[] };
  const unsold = [...seeded.eventIds];

  return {
    baseUrl,
    checkoutUrl: ready.checkoutUrl,
    secret,
    password,
    hostedVideoId: seeded.hostedVideoId,
    /** A limited event no step has sold yet. */
    nextEvent: () => {
      const next = unsold.shift();
      if (next === undefined) throw new Error('no limited event left: seed more (--events-on-sale)');
      return next;
    },
    /**
     * Starts the built server with these mechanisms switched off; answers when /api/health does.
     * With `instances`, that many behind nginx at the same address (PostgreSQL only).
     */
    startServer: async (speedOff: string[], instances?: number) => {
      if (instances !== undefined) {
        if (!postgres) throw new Error('several instances need PostgreSQL (--postgres)');
        cluster = await startCluster({
          instances,
          databaseUrl: postgres.url,
          port,
          dir: work,
          env: { ...env, SPEED_OFF: speedOff.join(',') } as Record<string, string>,
        });
        return;
      }
      server = spawn(process.execPath, [fromRoot('apps/server/dist/server.js')], {
        cwd: work,
        env: { ...env, SPEED_OFF: speedOff.join(',') },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitForHttp(`${baseUrl}/api/health`, { child: server, timeoutMs: 120_000 });
    },
    /** Stops the server, then reads every limited event's stock from the database. */
    stopServer: async (): Promise<Stock[]> => {
      await stopChild(server);
      server = null;
      await cluster?.stop();
      cluster = null;
      await runNode([TSX, fromRoot('bench/premiere-seed.ts'), '--check', `--out=${out}`], env);
      return JSON.parse(fs.readFileSync(out, 'utf8')) as Stock[];
    },
    close: async () => {
      await stopChild(server);
      await cluster?.stop();
      payu.send('stop');
      await postgres?.drop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
};
export type World = Awaited<ReturnType<typeof prepareWorld>>;

/** Tickets held beyond the limit (held counter or orders holding one), per event. */
export const oversoldOf = (stock: Stock[], eventId: number): number => {
  const row = stock.find((s) => Number(s.event_id) === eventId);
  if (!row) return 0;
  return Math.max(0, Number(row.held) - row.ticket_limit, Number(row.holding) - row.ticket_limit);
};
