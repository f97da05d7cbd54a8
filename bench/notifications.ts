// `npm run bench:notifications [-- --users=100000 --postgres --send=2000]`: the new-content
// announcement at full size. Seeds N subscribers with generate_series, then measures
//   1. the request's work (run row + pg-boss job + audit, one transaction): what the admin waits for,
//   2. the job writing every e-mail into the outbox (batches of 1,000, cursor per batch),
//   3. the outbox sending to a real SMTP peer on loopback (smtp-server), in messages per second.
// Not a test: it prints numbers, writes bench/results/notifications.json, and fails when the
// enqueueing (1: what the admin's request does) takes more than 5 s or the job leaves the outbox
// without exactly one e-mail per subscriber. Step 2 runs in the background at the rate printed
// (rendered e-mails, about 4 KB each, written 1,000 per transaction).
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { execute, openBenchDatabase } from './bench-database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { loadConfig } from '../apps/server/src/config';
import { createOutboxMailer, createSmtpTransport } from '../apps/server/src/adapters/mailer';
import { startSmtpPeer } from '../apps/server/src/adapters/mailer/testing/smtp-peer';
import { installJobs, jobDefinitions, processOutboxOnce } from '../apps/server/src/jobs';
import { announceBatch } from '../apps/server/src/modules/notifications';
import { createNotificationsService } from '../apps/server/src/modules/notifications/notifications.service';
import type { AppContext } from '../apps/server/src/context';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const users = arg('users', 100_000);
const toSend = arg('send', 2_000);
const onPostgres = process.argv.includes('--postgres');
const LIMIT_MS = 5_000;

const open = () => openBenchDatabase({ postgres: onPostgres, name: 'notify', poolSize: 4 });

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const { database, done } = await open();
const { db } = database;
let failed = false;
try {
  await runMigrations(database);
  await installJobs(database, jobDefinitions);
  let start = process.hrtime.bigint();
  await execute(
    db,
    sql`
    INSERT INTO users (email, firstname, lastname, password_hash, role, mailing, tos, verified_at)
    SELECT 'widz' || n || '@example.com', 'Widz' || n, 'Bench', 'x', CASE WHEN n = 1 THEN 1 ELSE 2 END, true, true, now()
    FROM generate_series(1, ${users}) AS n`,
  );
  await execute(db, sql`ANALYZE users`);
  console.log(`seeded ${users} subscribers on ${database.kind} in ${ms(start).toFixed(0)} ms`);

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://scena.example',
    SEED_DEMO: 'false',
  });
  const ctx = { config, database, db, mailer: createOutboxMailer() } as unknown as AppContext;
  const [admin] = (await execute(db, sql`SELECT id, email FROM users WHERE role = 1 LIMIT 1`)).rows as {
    id: number;
    email: string;
  }[];

  start = process.hrtime.bigint();
  const { run_id } = await createNotificationsService(ctx).announce(false, {
    id: Number(admin!.id),
    email: admin!.email,
  });
  const requestMs = ms(start);
  start = process.hrtime.bigint();
  let batches = 0;
  while (await announceBatch(ctx, run_id)) batches += 1;
  const fanOutMs = ms(start);
  const [{ n }] = (await execute(db, sql`SELECT count(*)::int AS n FROM email_outbox`)).rows as [
    { n: number },
  ];
  console.log(`request (run + job + audit):       ${requestMs.toFixed(0)} ms`);
  console.log(
    `job: ${n} e-mails in ${batches} batches:  ${fanOutMs.toFixed(0)} ms (${Math.round((n / fanOutMs) * 1000)} e-mails/s)`,
  );
  const enqueueMs = requestMs;
  if (n !== users) {
    console.error(`FAIL: ${n} e-mails in the outbox for ${users} subscribers`);
    failed = true;
  }
  if (enqueueMs > LIMIT_MS) {
    console.error(`FAIL: enqueueing the announcement took ${enqueueMs.toFixed(0)} ms (limit ${LIMIT_MS} ms)`);
    failed = true;
  }

  // The outbox against a real SMTP server on loopback: what one instance sends per second.
  const peer = await startSmtpPeer();
  const transport = createSmtpTransport({ url: peer.url, from: 'Scena <no-reply@scena.example>' });
  start = process.hrtime.bigint();
  let sent = 0;
  while (sent < toSend) {
    const result = await processOutboxOnce(ctx, transport, { batchSize: 50 });
    if (result.claimed === 0) break;
    sent += result.sent;
  }
  const sendMs = ms(start);
  const perSecond = Math.round((sent / sendMs) * 1000);
  console.log(
    `outbox → SMTP peer: ${sent} sent in ${sendMs.toFixed(0)} ms (${perSecond} e-mails/s); headers kept: ${peer.received[0]?.raw.includes('List-Unsubscribe-Post') ?? false}`,
  );
  await transport.close?.();
  await peer.close();

  const out = path.join(import.meta.dirname, 'results');
  await fs.mkdir(out, { recursive: true });
  await fs.writeFile(
    path.join(out, 'notifications.json'),
    `${JSON.stringify({ database: database.kind, users, requestMs, fanOutMs, enqueueMs, batches, limitMs: LIMIT_MS, sent, sendMs, perSecond, at: new Date().toISOString() }, null, 2)}\n`,
  );
} finally {
  await done();
}
process.exit(failed ? 1 : 0);
