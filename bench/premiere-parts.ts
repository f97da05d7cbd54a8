// What the premiere bench (premiere-server.ts) and the fault script (faults-world.ts) both set up
// around the built server: PayU's emulator in a process of its own (premiere-payu.ts), the
// server's environment for it and for the local video host, a one-page web app, and the seeded
// premiere (seed-catalog.ts, then premiere-seed.ts). Each caller keeps its own database, services
// and way of starting the server.
import fs from 'node:fs';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fromRoot } from '../scripts/lib/util.mjs';
import { TEST_POS } from '../apps/server/src/adapters/payments/testing/payu-emulator';
import { runNode } from './read-path.mjs';
import type { PayuReady } from './premiere-payu';

export const TSX = fromRoot('node_modules/tsx/dist/cli.mjs');

/** Starts PayU's emulator (premiere-payu.ts, with `args`); answers when it is ready. */
export const startPayu = async (args: string[] = []): Promise<{ payu: ChildProcess; ready: PayuReady }> => {
  const payu = fork(fromRoot('bench/premiere-payu.ts'), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<PayuReady>((resolve, reject) => {
    payu.once('message', (message) => resolve(message as PayuReady));
    payu.once('exit', (code) => reject(new Error(`the PayU process exited with ${code}`)));
  });
  return { payu, ready };
};

/**
 * The server's environment both benches share: the web app in `work` (one page: the benches ask
 * the API only), local video hosting, and the real PayU adapter pointed at the emulator.
 */
export const premiereServerEnv = (work: string, title: string, ready: PayuReady): Record<string, string> => {
  const webDir = path.join(work, 'web');
  fs.mkdirSync(webDir, { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), `<!doctype html><title>${title}</title>\n`);
  return {
    WEB_DIST_DIR: webDir,
    VIDEO_HOST: 'local',
    PAYMENT_PROVIDER: 'payu',
    PAYU_API_URL: ready.emulatorUrl,
    PAYU_POS_ID: TEST_POS.posId,
    PAYU_CLIENT_ID: TEST_POS.posId,
    PAYU_CLIENT_SECRET: TEST_POS.clientSecret,
    PAYU_SECOND_KEY: TEST_POS.secondKey,
  };
};

export type PremiereSeedOptions = {
  events: number;
  videos: number;
  viewers: number;
  eventsOnSale: number;
  tickets: number;
  /** The start of the secret the viewers' session tokens are made from (premiere-seed.ts). */
  secretPrefix: string;
};

/**
 * Seeds the catalogue and the premiere's viewers, limited events and hosted video through `env`
 * (the server's database and storage). `out` is premiere-seed.ts's file, read again by `--check`.
 */
export const seedPremiere = async (env: NodeJS.ProcessEnv, work: string, options: PremiereSeedOptions) => {
  const secret = `${options.secretPrefix}${randomBytes(12).toString('base64url')}`;
  const password = `Premiera-${randomBytes(6).toString('hex')}`;
  const out = path.join(work, 'seed.json');
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
  const seeded = JSON.parse(fs.readFileSync(out, 'utf8')) as { hostedVideoId: string; eventIds: number[] };
  return { secret, password, out, ...seeded };
};
