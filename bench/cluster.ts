// Several Scena instances behind nginx, as the README's deployment section runs them: N server
// processes on one PostgreSQL (DATABASE_URL), sharing a Redis (started here, on a loopback port of
// its own, unless one is given) and a DATA_DIR (the uploads' disk, as a shared volume would be),
// with Debian's nginx in front rendered from deploy/nginx/scena.conf.template
// (apps/server/test/nginx-proxy.ts). Every process keeps its port across restarts, so a bench or
// a fault script can SIGKILL an instance, stop Redis, and start either again behind the same proxy.
//
//   const cluster = await startCluster({ instances: 2, databaseUrl, env: { PAYMENT_PROVIDER: … } });
//   await fetch(`${cluster.url}/api/health`);            // through nginx
//   await cluster.instances[0]!.kill('SIGKILL');           // pid, url, start(), restart(), output()
//   await cluster.redis!.kill(); …; await cluster.redis!.start();
//   await cluster.stop();
//
// The database is the caller's (migrated by the first instances' start-up lock if empty).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { ensureNginx, ensureRedis } from '../scripts/lib/debian-services.mjs';
import { freePort, fromRoot, waitForHttp } from '../scripts/lib/util.mjs';
import { startNginx, type RunningNginx } from '../apps/server/test/nginx-proxy';
import { redisAnswers, redisArgs, redisBinary } from '../apps/server/test/redis-server';
import { managedProcess, type ManagedProcess } from './managed-process';

export type ClusterOptions = {
  instances: number;
  /** The PostgreSQL database every instance opens. */
  databaseUrl: string;
  /** Added to every instance's environment, over the defaults below (PAYMENT_PROVIDER, STORAGE, …). */
  env?: Record<string, string>;
  /** nginx's port (a free one when omitted): fix it to keep one address across clusters. */
  port?: number;
  /** Where DATA_DIR, nginx's and Redis's files go (a fresh temporary directory when omitted; removed by stop() only then). */
  dir?: string;
  /** true (default): a Redis of our own; a URL: that one; false: none (each instance counts in memory). */
  redis?: boolean | string;
  /** 'built' (default, as production: apps/server/dist/server.js, rebuilt when stale) or 'source' (tsx src/server.ts). */
  entry?: 'built' | 'source';
  /** Copy the instances' output to this process's (default: kept, shown when a start fails). */
  echo?: boolean;
  /** Seconds an instance may take to answer /api/health after a start (default 120). */
  startSeconds?: number;
};

export interface ClusterInstance extends ManagedProcess {
  /** 1-based, as in the logs. */
  readonly n: number;
  /** The instance itself, bypassing nginx: http://127.0.0.1:<port>. */
  readonly url: string;
  readonly port: number;
}

export interface Cluster {
  /** The proxy's address: what guests and the payment provider call (every instance's PUBLIC_URL). */
  url: string;
  instances: ClusterInstance[];
  /** Our Redis (null when given a URL or none). */
  redis: ManagedProcess | null;
  redisUrl: string | null;
  dataDir: string;
  /** The environment every instance runs with (without PORT). */
  env: Record<string, string>;
  nginx: RunningNginx;
  /** Stops nginx, the instances (SIGTERM: they drain) and Redis; removes a temporary dir. */
  stop(): Promise<void>;
}

const pollUntil = async (
  what: string,
  child: ChildProcess,
  check: () => Promise<boolean>,
  seconds: number,
) => {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const startRedis = async (dir: string): Promise<{ process: ManagedProcess; url: string }> => {
  const port = await freePort();
  const redisDir = path.join(dir, 'redis');
  fs.mkdirSync(redisDir, { recursive: true });
  const redis = managedProcess({
    name: 'redis',
    command: redisBinary(),
    args: redisArgs(port, redisDir),
    env: process.env,
    ready: (child) => pollUntil('redis', child, () => redisAnswers(port), 15),
  });
  await redis.start();
  return { process: redis, url: `redis://127.0.0.1:${port}` };
};

export const startCluster = async (options: ClusterOptions): Promise<Cluster> => {
  if (options.instances < 1) throw new Error('a cluster needs at least one instance');
  const missing =
    ensureNginx() ?? (options.redis === true || options.redis === undefined ? ensureRedis() : null);
  if (missing) throw new Error(missing);
  const entry = options.entry ?? 'built';
  if (entry === 'built' && !(await ensureBuilt({ only: ['server'] })))
    throw new Error('the server build failed');
  const ownDir = !options.dir;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'scena-cluster-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const proxyPort = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${proxyPort}`;

  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step().catch(() => {});
    if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    let redis: ManagedProcess | null = null;
    let redisUrl: string | null = typeof options.redis === 'string' ? options.redis : null;
    if (options.redis === undefined || options.redis === true) {
      const started = await startRedis(dir);
      redis = started.process;
      redisUrl = started.url;
      stops.push(() => started.process.kill('SIGTERM'));
    }
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // nginx is the only proxy: the client's address comes from its X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SANDBOX_PAYMENTS: '1',
      LOG_LEVEL: 'warn',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...options.env,
    };
    const [command, ...script] =
      entry === 'built'
        ? [process.execPath, fromRoot('apps/server/dist/server.js')]
        : [process.execPath, '--import', 'tsx', fromRoot('apps/server/src/server.ts')];
    const instances: ClusterInstance[] = [];
    for (let n = 1; n <= options.instances; n += 1) {
      const port = await freePort();
      const instanceUrl = `http://127.0.0.1:${port}`;
      const managed = managedProcess({
        name: `instance ${n}`,
        command: command!,
        args: script,
        cwd: entry === 'built' ? dir : fromRoot('apps/server'),
        env: { ...env, PORT: String(port) },
        echo: options.echo,
        ready: (child) =>
          waitForHttp(`${instanceUrl}/api/health`, {
            child,
            timeoutMs: (options.startSeconds ?? 120) * 1000,
          }),
      });
      instances.push({
        n,
        url: instanceUrl,
        port,
        name: managed.name,
        get pid() {
          return managed.pid;
        },
        get running() {
          return managed.running;
        },
        start: managed.start,
        kill: managed.kill,
        restart: managed.restart,
        output: managed.output,
      });
      stops.push(() => managed.kill('SIGTERM'));
    }
    // Together, as a deployment rolls out: start-up work is under the database's advisory lock.
    await Promise.all(instances.map((instance) => instance.start()));
    // Its own directory: as root, nginx's workers (nobody) must reach the cache through every parent.
    const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-cluster-nginx-'));
    stops.push(async () => fs.rmSync(nginxDir, { recursive: true, force: true }));
    const nginx = await startNginx(
      nginxDir,
      proxyPort,
      instances.map((instance) => `127.0.0.1:${instance.port}`),
    );
    stops.push(() => nginx.stop());
    return { url, instances, redis, redisUrl, dataDir, env, nginx, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
