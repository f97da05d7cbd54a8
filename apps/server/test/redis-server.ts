import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/**
 * A real Redis (Debian's redis-server) on a loopback port of its own, for what several instances
 * share through it (rate-limit counters): the several-instances suite and bench/cluster.ts.
 */
export const REDIS_BINARY = '/usr/bin/redis-server';

/** The binary, or an error that says how to get it (the test fails, never skips). */
export const redisBinary = (): string => {
  if (fs.existsSync(REDIS_BINARY)) return REDIS_BINARY;
  throw new Error(
    'redis-server is not installed, and the several-instances tests need a real one.\n' +
      '  Install it with:  apt-get install -y redis-server   (npm test does: scripts/lib/debian-services.mjs)',
  );
};

/** Counters only: nothing kept on disk (its working directory is `dir`), loopback only. */
export const redisArgs = (port: number, dir: string) => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  dir,
];

/** True once Redis answers PING with +PONG on `port`. */
export const redisAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/** Starts redis-server on `port` and resolves once it answers (or rejects with what it printed). */
export const startRedis = async (port: number, dir: string): Promise<RunningRedis> => {
  const child = spawn(redisBinary(), redisArgs(port, dir), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const started = Date.now(); !(await redisAnswers(port));) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > 15_000) throw new Error(`redis-server did not answer within 15 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
};
