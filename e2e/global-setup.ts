import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from './support/smtp-sink';
import { Api } from './support/api';
import { DEMO_ENV, readDemoCredentials } from './support/demo';
import { Mailbox } from './support/mailbox';
import { createStaffAccounts, STAFF_ENV } from './support/staff';
import { launchS3Site } from './support/s3-site';
import { freePort, journeyServerEnv, root, startJourneyServer } from './support/server';

/**
 * Starts what the journeys run against, once per run:
 * - the build (web + server bundle) when stale (scripts/e2e.mjs has already done it: E2E_BUILT=1);
 * - a real SMTP server on loopback that stores what it receives (support/smtp-sink.ts);
 * - the real server (apps/server/dist/server.js) on a free port, with a fresh PGlite data dir,
 *   demo data seeded, mail sent over SMTP, and 127.0.0.1 as a trusted proxy so test helpers can
 *   speak for other client addresses (rate limits stay on for the browser).
 * - one administrator per parallel worker (support/staff.ts);
 * - a second server with STORAGE=s3 and its loopback bucket (support/s3-site.ts).
 * Tests find them through E2E_BASE_URL, E2E_S3_BASE_URL, E2E_MAIL_DIR and E2E_STAFF_ACCOUNTS
 * (environment variables reach the workers).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BUILT !== '1') {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Building the app for the browser tests failed.');
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-e2e-'));
  const mailDir = path.join(work, 'mail');
  const smtp = await startSmtpSink(mailDir);
  const port = await freePort();
  const logFile = path.join(root, 'test-results', 'e2e-server.log');
  // The payment sandbox's API takes only its installation's secret: the journey that drives the
  // checkout page creates orders with it, as the server does (it reaches the workers through process.env).
  process.env.PAYU_SANDBOX_CLIENT_SECRET ??= randomBytes(24).toString('base64url');
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  const env = journeyServerEnv({ port, dataDir: path.join(work, 'data'), smtpUrl });

  const cleanUp = async () => {
    await smtp.close();
    if (process.env.E2E_KEEP !== '1') fs.rmSync(work, { recursive: true, force: true });
  };
  let server: Awaited<ReturnType<typeof startJourneyServer>>;
  try {
    server = await startJourneyServer(env, logFile);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SERVER_LOG = logFile;
  const demo = readDemoCredentials(server.output());
  for (const [key, value] of Object.entries(demo))
    if (value) process.env[DEMO_ENV[key as keyof typeof DEMO_ENV]] = value;
  let s3: Awaited<ReturnType<typeof launchS3Site>> | null = null;
  try {
    // It starts while the staff accounts are made (support/s3-site.ts).
    if (process.env.E2E_S3_SITE !== '0') s3 = await launchS3Site(smtpUrl);
    const staff = await createStaffAccounts(new Api(server.url, new Mailbox(mailDir)));
    process.env[STAFF_ENV] = JSON.stringify(staff);
    // A failed start fails its journey only (which points at its log), not the whole run.
    await s3?.ready.catch((error: unknown) => console.error(`e2e: the STORAGE=s3 server: ${String(error)}`));
  } catch (error) {
    await server.stop();
    await s3?.close();
    await cleanUp();
    throw error;
  }
  console.log(
    `e2e: server ${server.url} (PGlite in ${env.DATA_DIR}), SMTP sink on port ${smtp.port}, log ${path.relative(root, logFile)}` +
      (s3 ? `; the STORAGE=s3 server at ${process.env.E2E_S3_BASE_URL}` : ''),
  );
  return async () => {
    await server.stop();
    await s3?.close();
    await cleanUp();
  };
}
