import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A real nginx (Debian's package) running deploy/nginx/scena.conf.template, rendered as the
 * README's deployment section says, on loopback ports, with everything it writes in one directory.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX_TEMPLATE = path.join(repoRoot, 'deploy/nginx/scena.conf.template');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary, or an error that says how to get it (the test fails, never skips). */
export const nginxBinary = (): string => {
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  throw new Error(
    'nginx is not installed, and the shared-cache test needs a real one.\n' +
      '  Install it with:  apt-get install -y nginx   (CI does: scripts/lib/nginx.mjs)\n' +
      '  A system service it may start is not needed: stop it (service nginx stop).',
  );
};

/** The template with its ${SCENA_…} variables filled in (what envsubst does). */
export const renderTemplate = (values: Record<string, string>): string =>
  fs.readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{(SCENA_[A-Z0-9_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: no value for ${name}`);
    return value;
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * The site for any number of instances: the template names two; for more or fewer, its first
 * instance's `server` line is repeated once per instance (the template's "more `server` lines").
 */
export const renderSite = (listen: string, cacheDir: string, instances: string[]): string => {
  if (instances.length === 0) throw new Error('nginx needs at least one instance');
  const site = renderTemplate({
    SCENA_LISTEN: listen,
    SCENA_INSTANCE_1: '@INSTANCE@',
    SCENA_INSTANCE_2: '@INSTANCE_2@',
    SCENA_CACHE_DIR: cacheDir,
  });
  const line = /^([ \t]*server )@INSTANCE@( .*)\n/m.exec(site);
  if (!line || !/^[ \t]*server @INSTANCE_2@ .*\n/m.test(site))
    throw new Error(`${NGINX_TEMPLATE}: no upstream server lines for SCENA_INSTANCE_1 and _2`);
  const servers = instances.map((host) => `${line[1]}${host}${line[2]}\n`).join('');
  return site.replace(/^[ \t]*server @INSTANCE_2@ .*\n/m, '').replace(line[0], () => servers);
};

/** Starts nginx in the foreground in `dir` (config, cache, temp files, logs) in front of `instances`. */
export const startNginx = async (dir: string, port: number, instances: string[]): Promise<RunningNginx> => {
  const binary = nginxBinary();
  // As root, nginx's workers run as nobody: they must write the cache and temp directories.
  fs.chmodSync(dir, 0o777);
  const site = renderSite(`127.0.0.1:${port}`, path.join(dir, 'cache'), instances);
  fs.writeFileSync(path.join(dir, 'scena.conf'), site);
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // A premiere's load (bench/cluster.ts) holds a connection per viewer plus one upstream each.
    'worker_rlimit_nofile 16384;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 8192; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
    ),
    `  include ${path.join(dir, 'scena.conf')};`,
    '}',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, main);
  const child: ChildProcess = spawn(binary, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Listening is the only sign nginx gives in the foreground: wait for the port (or its exit).
  for (const started = Date.now(); !(await accepts(port));) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > 15_000) throw new Error(`nginx did not listen within 15 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: a graceful stop (SIGTERM is nginx's fast stop; either ends the workers too).
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
};
