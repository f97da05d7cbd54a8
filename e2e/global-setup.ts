import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './support/smtp-sink';
import { Api } from './support/api';
import { DEMO_ENV, readDemoCredentials } from './support/demo';
import { Mailbox } from './support/mailbox';
import { createStaffAccounts, STAFF_ENV } from './support/staff';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * Starts what the journeys run against, once per run:
 * - the build (web + server bundle) when stale (scripts/e2e.mjs has already done it: E2E_BUILT=1);
 * - a real SMTP server on loopback that stores what it receives (support/smtp-sink.ts);
 * - the real server (apps/server/dist/server.js) on a free port, with a fresh PGlite data dir,
 *   demo data seeded, mail sent over SMTP, and 127.0.0.1 as a trusted proxy so test helpers can
 *   speak for other client addresses (rate limits stay on for the browser).
 * - one administrator per parallel worker (support/staff.ts).
 * Tests find it through E2E_BASE_URL, E2E_MAIL_DIR and E2E_STAFF_ACCOUNTS (environment variables
 * reach the workers).
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
  const baseUrl = `http://127.0.0.1:${port}`;

  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const logFile = path.join(root, 'test-results', 'e2e-server.log');
  const log = fs.createWriteStream(logFile);
  // The payment sandbox's API takes only its installation's secret: the journey that drives the
  // checkout page creates orders with it, as the server does (it reaches the workers through process.env).
  process.env.PAYU_SANDBOX_CLIENT_SECRET ??= randomBytes(24).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(work, 'data'),
    SEED_DEMO: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: '200',
    TRUSTED_PROXIES: '127.0.0.1',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.RATE_LIMIT_DISABLED;
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  });
  server.stderr.on('data', (chunk: Buffer) => log.write(chunk));
  let stopping = false;
  // A server that dies mid-run fails every journey after it: say so where CI's output shows it.
  server.once('exit', (code, signal) => {
    if (stopping) return;
    const line = `e2e: the server exited during the run (code ${code}, signal ${signal}); see ${logFile}`;
    console.error(line);
    if (!log.writableEnded) log.write(`${line}\n`);
  });

  const stop = async () => {
    stopping = true;
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.kill('SIGKILL');
          resolve(undefined);
        }, 10_000);
        server.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    await smtp.close();
    log.end();
    if (process.env.E2E_KEEP !== '1') fs.rmSync(work, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`The server exited with code ${server.exitCode}; see ${logFile}`);
      const healthy = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline)
        throw new Error(`The server did not answer on ${baseUrl} within 90 s; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SERVER_LOG = logFile;
  const demo = readDemoCredentials(output);
  for (const [key, value] of Object.entries(demo))
    if (value) process.env[DEMO_ENV[key as keyof typeof DEMO_ENV]] = value;
  try {
    const staff = await createStaffAccounts(new Api(baseUrl, new Mailbox(mailDir)));
    process.env[STAFF_ENV] = JSON.stringify(staff);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(
    `e2e: server ${baseUrl} (PGlite in ${env.DATA_DIR}), SMTP sink on port ${smtp.port}, log ${path.relative(root, logFile)}`,
  );
  return stop;
}
