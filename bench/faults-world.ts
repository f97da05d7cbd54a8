// The fault script's world (bench/faults.ts): every service the instances use is the script's
// own, so it can be broken without touching what other tests share: a PostgreSQL server on a
// spare port (faults-postgres.ts), the S3 test server (s3rver) and an SMTP server each behind a
// proxy that can fail (fault-proxy.ts), PayU's emulator in a process of its own sending each
// notification twice, the last status first, and resending as PayU does (premiere-payu.ts), and
// the built instances behind nginx with a Redis of their own (cluster.ts). The premiere's data
// (premiere-seed.ts) is seeded before the instances start; its hosted video is in the bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromRoot } from '../scripts/lib/util.mjs';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { startSmtpPeer } from '../apps/server/src/adapters/mailer/testing/smtp-peer';
import { startS3Server } from '../apps/server/test/s3-server';
import { startCluster } from './cluster';
import { startFaultProxy } from './fault-proxy';
import { startOwnPostgres } from './faults-postgres';
import { runNode } from './read-path.mjs';
import { premiereServerEnv, seedPremiere, startPayu, TSX } from './premiere-parts';
import type { PayuOrders } from './premiere-payu';
import type { FaultFacts } from './faults-check';

/** PayU resends a notification for hours (1, 2, 5, 10, 30 … minutes): here in seconds. */
const PAYU_RESEND_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 120_000];

export type FaultWorldOptions = { instances: number; viewers: number; tickets: number };

export const prepareFaultWorld = async (options: FaultWorldOptions) => {
  if (!(await ensureBuilt({ only: ['server'] }))) throw new Error('the server build failed');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-faults-'));
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer().catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    const postgres = await startOwnPostgres();
    closers.push(() => postgres.close());
    const databaseUrl = await postgres.createDatabase('scena_faults');
    const s3 = await startS3Server('scena-faults');
    closers.push(() => s3.close());
    const s3Proxy = await startFaultProxy(Number(new URL(s3.endpoint).port));
    closers.push(() => s3Proxy.close());
    const smtp = await startSmtpPeer();
    closers.push(() => smtp.close());
    const smtpProxy = await startFaultProxy(Number(new URL(smtp.url).port));
    closers.push(() => smtpProxy.close());
    const { payu, ready } = await startPayu([
      '--duplicates=1',
      '--out-of-order',
      `--retry-ms=${PAYU_RESEND_MS.join(',')}`,
    ]);
    closers.push(async () => payu.send('stop'));
    const env: Record<string, string> = {
      ...premiereServerEnv(work, 'fault script', ready),
      LOG_LEVEL: 'warn',
      // Rate limits stay on: they are what Redis holds (each viewer has an address of its own).
      RATE_LIMIT_DISABLED: 'false',
      ...s3.env({ S3_ENDPOINT: `http://127.0.0.1:${s3Proxy.port}` }),
      SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}`,
      MAIL_FROM: 'Teatr <bilety@teatr.test>',
    };
    // The seeds and checks run as one more instance would: same database, bucket and provider.
    const toolEnv = {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, 'data'),
      SEED_DEMO: 'false',
    };
    const { secret, password, ...seeded } = await seedPremiere(toolEnv, work, {
      events: 100,
      videos: 100,
      viewers: options.viewers,
      eventsOnSale: 1,
      tickets: options.tickets,
      secretPrefix: 'faults',
    });
    const cluster = await startCluster({
      instances: options.instances,
      databaseUrl,
      dir: path.join(work, 'cluster'),
      env,
    });
    closers.push(() => cluster.stop());
    return {
      postgres,
      s3Proxy,
      smtp,
      smtpProxy,
      cluster,
      secret,
      password,
      checkoutUrl: ready.checkoutUrl,
      hostedVideoId: seeded.hostedVideoId,
      eventId: seeded.eventIds[0]!,
      /** Every order PayU holds, with its status there. */
      payuOrders: () =>
        new Promise<PayuOrders['orders']>((resolve) => {
          payu.once('message', (message) => resolve((message as PayuOrders).orders));
          payu.send('orders');
        }),
      /** Runs bench/faults-check.ts as one more instance would (with `--repair` first, if asked). */
      facts: async (repair: boolean) => {
        const file = path.join(work, `facts-${Date.now()}.json`);
        await runNode(
          [TSX, fromRoot('bench/faults-check.ts'), ...(repair ? ['--repair'] : []), `--out=${file}`],
          { ...toolEnv, REDIS_URL: cluster.redisUrl ?? '' },
        );
        return JSON.parse(fs.readFileSync(file, 'utf8')) as FaultFacts;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};
export type FaultWorld = Awaited<ReturnType<typeof prepareFaultWorld>>;
