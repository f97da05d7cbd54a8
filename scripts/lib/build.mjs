// Builds the web app and the server bundle when they are missing or older than their sources,
// so `npm start`, the browser tests and the bench always run what the sources say.
import fs from 'node:fs';
import path from 'node:path';
import { bin, dim, fromRoot, run } from './util.mjs';

const IGNORED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const isTest = (name) => /\.test\.(ts|tsx|mjs|js)$/.test(name) || name === 'test';

/** Newest modification time under the given paths (tests and build output ignored). */
const newestMtime = (paths) => {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) {
        if (!IGNORED_DIRS.has(entry) && !isTest(entry)) visit(path.join(target, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
};

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

const shared = [
  fromRoot('packages/shared/src'),
  fromRoot('packages/shared/package.json'),
  fromRoot('package-lock.json'),
];

export const targets = {
  web: {
    label: 'web app (vite)',
    output: fromRoot('apps/web/dist/index.html'),
    inputs: [
      fromRoot('apps/web/src'),
      fromRoot('apps/web/public'),
      fromRoot('apps/web/index.html'),
      fromRoot('apps/web/vite.config.ts'),
      fromRoot('apps/web/package.json'),
      ...shared,
    ],
    build: () => run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: fromRoot('apps/web') }),
  },
  server: {
    label: 'server bundle (esbuild)',
    output: fromRoot('apps/server/dist/server.js'),
    inputs: [
      fromRoot('apps/server/src'),
      fromRoot('apps/server/build.mjs'),
      fromRoot('apps/server/package.json'),
      ...shared,
    ],
    build: () => run(process.execPath, ['build.mjs'], { cwd: fromRoot('apps/server') }),
  },
};

export const isStale = (target) => {
  const built = mtime(target.output);
  return built === 0 || newestMtime(target.inputs) > built;
};

/**
 * Builds each stale target. Returns true when everything is in place.
 * @param {{ force?: boolean, only?: Array<keyof typeof targets> }} options
 */
export const ensureBuilt = async ({ force = false, only = ['web', 'server'] } = {}) => {
  for (const name of only) {
    const target = targets[name];
    if (!force && !isStale(target)) {
      console.log(dim(`✓ ${target.label} is up to date`));
      continue;
    }
    console.log(`Building the ${target.label}…`);
    const started = Date.now();
    const code = await target.build();
    if (code !== 0) {
      console.error(`Building the ${target.label} failed (exit code ${code}).`);
      return false;
    }
    console.log(dim(`✓ ${target.label} built in ${((Date.now() - started) / 1000).toFixed(1)} s`));
  }
  return true;
};
