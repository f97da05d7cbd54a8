import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The Node the tests run on is the one production runs: package.json "engines" names the major,
 * npm ci installs it (the `node` dependency) and npm scripts / npx put it first on PATH. Run
 * Vitest with the system's Node 20 (`/usr/bin/node node_modules/.bin/vitest`) and this fails.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const major = (version: string | undefined) => Number(/(\d+)/.exec(version ?? '')?.[1]);
const required = major(rootPackage.engines.node);

describe('runtime', () => {
  it('declares Node 24 LTS', () => {
    expect(rootPackage.engines.node).toBe('>=24 <25');
  });

  it('runs the tests on the declared Node major', () => {
    expect(major(process.versions.node), `Vitest runs on ${process.execPath} (${process.version})`).toBe(
      required,
    );
  });

  it('installs, types and builds for that same major', () => {
    expect(major(rootPackage.dependencies.node)).toBe(required);
    expect(major(rootPackage.devDependencies['@types/node'])).toBe(required);
    const build = fs.readFileSync(path.join(root, 'apps/server/build.mjs'), 'utf8');
    expect(build).toContain(`target: 'node${required}'`);
  });
});
