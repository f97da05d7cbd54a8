import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export { freePort } from '../../scripts/lib/free-port.mjs';

/**
 * What every journey server runs with: the built web app, demo data, mail over SMTP, a fresh
 * PGlite data dir, and 127.0.0.1 as a trusted proxy so test helpers can speak for other client
 * addresses (rate limits stay on for the browser).
 */
export const journeyServerEnv = (options: {
  port: number;
  dataDir: string;
  smtpUrl: string;
}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'true',
    SMTP_URL: options.smtpUrl,
    OUTBOX_POLL_MS: '200',
    TRUSTED_PROXIES: '127.0.0.1',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.RATE_LIMIT_DISABLED;
  return env;
};

export interface JourneyServer {
  url: string;
  logFile: string;
  /** Everything it printed so far (the demo credentials are in it). */
  output(): string;
  /** SIGTERM (SIGKILL after 10 s), then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist/server.js) with `env`, its output in `logFile`.
 * `ready` resolves once /api/health answers, and rejects when it exits first or does not answer
 * within 3 minutes (a fresh PGlite's migrations took over 90 s on a machine shared by several
 * runs); it never rejects unobserved (a server started ahead of its journey may fail alone).
 */
export const launchJourneyServer = (
  env: NodeJS.ProcessEnv,
  logFile: string,
): JourneyServer & { ready: Promise<void> } => {
  const url = `http://127.0.0.1:${env.PORT}`;
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
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
    if (server.exitCode === null && server.signalCode === null) {
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
    log.end();
  };

  const ready = (async () => {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (server.exitCode !== null || stopping)
        throw new Error(`The server exited with code ${server.exitCode}; see ${logFile}`);
      if (await isHealthy(url)) return;
      if (Date.now() > deadline)
        throw new Error(`The server did not answer on ${url} within 3 minutes; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  ready.catch(() => {});
  return { url, logFile, output: () => output, stop, ready };
};

export const isHealthy = (url: string): Promise<boolean> =>
  fetch(`${url}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

/** launchJourneyServer, once it answers (stopped if it never does). */
export const startJourneyServer = async (env: NodeJS.ProcessEnv, logFile: string): Promise<JourneyServer> => {
  const { ready, ...server } = launchJourneyServer(env, logFile);
  try {
    await ready;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
};
