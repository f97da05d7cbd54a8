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
import { spawn, type ChildProcess } from 'node:child_process';
import { createBenchDatabase } from '../scripts/lib/postgres.mjs';
import { freePort, fromRoot, waitForHttp } from '../scripts/lib/util.mjs';
import { benchServerEnv } from './server-env.mjs';
import { startCluster, type Cluster } from './cluster';
import { runNode } from './read-path.mjs';
import { premiereServerEnv, seedPremiere, startPayu, TSX } from './premiere-parts';

export type WorldOptions = {
  onPostgres: boolean;
  events: number;
  videos: number;
  viewers: number;
  eventsOnSale: number;
  tickets: number;
};
export type Stock = { event_id: number; ticket_limit: number; held: number; holding: number };

const stopChild = async (child: ChildProcess | null) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

export const prepareWorld = async (options: WorldOptions) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-premiere-'));
  const postgres = options.onPostgres ? await createBenchDatabase('_premiere') : null;
  const { payu, ready } = await startPayu();
  // Alone, the server listens here; behind nginx, nginx does (and the instances on ports of their own).
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = benchServerEnv({
    port,
    baseUrl,
    dataDir: path.join(work, 'data'),
    databaseUrl: postgres?.url,
    extra: { ...premiereServerEnv(work, 'premiere bench', ready), LOG_LEVEL: 'error' },
  });
  let server: ChildProcess | null = null;
  let cluster: Cluster | null = null;
  let seeded: Awaited<ReturnType<typeof seedPremiere>>;
  try {
    seeded = await seedPremiere(env, work, { ...options, secretPrefix: 'premiere' });
  } catch (error) {
    payu.send('stop');
    await postgres?.drop();
    throw error;
  }
  const { secret, password, out } = seeded;
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
