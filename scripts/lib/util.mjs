// Small helpers shared by the root scripts (start, test, e2e, bench). Plain Node, no dependencies,
// so they work right after `npm ci` on a fresh machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fromRoot = (...parts) => path.join(root, ...parts);

/** A tool installed in the root node_modules (npx would add its own noise and may reach the network). */
export const bin = (name) => fromRoot('node_modules', '.bin', name);

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : String(text));
export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const yellow = paint('33');
export const dim = paint('2');

export const heading = (text) => console.log(`\n${bold(`▶ ${text}`)}`);

/**
 * Runs a command with the terminal attached and resolves with its exit code (never rejects on a
 * non-zero exit, so callers can collect results and print one summary).
 */
export const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

export const fail = (message) => {
  console.error(`\n${red(bold('✖'))} ${message}\n`);
  process.exit(1);
};

/**
 * The Node major the project runs on: package.json "engines" (">=24 <25"). npm ci installs that
 * Node from the npm registry (the `node` dependency) as node_modules/.bin/node, which npm puts
 * first on PATH for every script and `npx` command.
 */
export const requiredNodeMajor = () => {
  const engines = JSON.parse(fs.readFileSync(fromRoot('package.json'), 'utf8')).engines?.node ?? '';
  return Number(/>=\s*v?(\d+)/.exec(engines)?.[1]);
};

/** "Node v24.21.0 (/…/node_modules/node/bin/node)": which Node runs the scripts, for the logs. */
export const describeRuntime = () => `Node ${process.version} (${process.execPath})`;

/**
 * Refuses any Node but the declared major: the tests, the build and the server must run on what
 * production runs, and a script started with the system's `node` (Node 20 on a fresh Debian)
 * would otherwise pass its version on to everything it spawns (process.execPath).
 */
export const assertRuntime = () => {
  const required = requiredNodeMajor();
  const major = Number(process.versions.node.split('.')[0]);
  if (major === required) return;
  const local = fromRoot('node_modules', '.bin', 'node');
  fail(
    `Scena runs on Node ${required}, but this is ${describeRuntime()}.\n` +
      (fs.existsSync(local)
        ? `  Start it through npm (npm start, npm test, npm run …, npx …), which runs ${path.relative(root, local)} (Node ${required}),\n  or call that binary directly: node_modules/.bin/node ${path.relative(root, process.argv[1] ?? '')}`
        : `  Run "npm ci" first: it installs Node ${required} into node_modules (the "node" package).`),
  );
};

/** npm ci puts the tools (and Node itself) in place; without them nothing below can work, so say what to do. */
export const assertInstalled = () => {
  if (!fs.existsSync(bin('vite')) || !fs.existsSync(fromRoot('node_modules', 'fastify'))) {
    fail(
      'Dependencies are not installed. Run "npm ci" first (it also installs the Node version the project runs on).',
    );
  }
  assertRuntime();
};

export const formatMs = (ms) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
    : `${(ms / 1000).toFixed(1)} s`;

/** A free TCP port on loopback, below the ephemeral range (free-port.mjs). */
export { freePort } from './free-port.mjs';

/**
 * Polls a URL until it answers 200 (or the child exits, or time runs out).
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 */
export const waitForHttp = async (url, { timeoutMs = 60_000, child } = {}) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};
