import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One file-naming style per folder, so a newcomer can guess a file's name. Components are named
 * after their component (PascalCase) and hooks after their hook (useThing.ts); every other module
 * of a folder shares one style, kebab-case or camelCase, whichever the folder uses (single-word
 * names fit both). Tests, type declarations and styles are not counted.
 */
const root = path.dirname(new URL(import.meta.url).pathname);

const styleOf = (file: string): 'kebab' | 'camel' | null => {
  const name = file.replace(/\..*$/, '');
  if (/^[A-Z]/.test(name) || /^use[A-Z]/.test(name)) return null;
  if (name.includes('-')) return 'kebab';
  return /[A-Z]/.test(name) ? 'camel' : null;
};

const folders = [
  root,
  ...fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((dir) => path.join(root, dir)),
].filter((dir) => fs.statSync(dir).isDirectory());

describe('file names', () => {
  it.each(folders.map((dir) => [path.relative(root, dir) || '.', dir]))(
    '%s uses one style for its modules',
    (_name, dir) => {
      const modules = fs
        .readdirSync(dir)
        .filter((file) => /\.(ts|tsx|js)$/.test(file) && !/\.(test|d)\.tsx?$/.test(file));
      const styles = new Map<string, string[]>();
      for (const file of modules) {
        const style = styleOf(file);
        if (style) styles.set(style, [...(styles.get(style) ?? []), file]);
      }
      expect(styles.size, JSON.stringify(Object.fromEntries(styles))).toBeLessThanOrEqual(1);
    },
  );
});
