import { describe, expect, it } from 'vitest';
import { mailMessages } from './mail';
import { messages } from './messages';

/**
 * The types already ask every English table for the Polish keys; this also catches what a type
 * cannot: a key added to one side through a cast or a spread, an empty text, and a `{{param}}`
 * renamed or dropped in one language (the reader would see a blank where the value should be).
 */
const catalogues = { messages, mailMessages };
const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(catalogues))('%s', (_, { pl, en }) => {
  const plTable: Record<string, string> = pl;
  const enTable: Record<string, string> = en;

  it('has an English twin for every Polish key and no English key without one', () => {
    expect(Object.keys(enTable).sort()).toEqual(Object.keys(plTable).sort());
  });

  it('has no empty text and the same {{params}} in both languages', () => {
    for (const [key, text] of Object.entries(plTable)) {
      expect(text.trim(), `pl ${key}`).not.toBe('');
      expect(enTable[key]?.trim(), `en ${key}`).not.toBe('');
      expect(params(enTable[key] ?? ''), key).toEqual(params(text));
    }
  });
});

/**
 * Each feature's table is spread into one catalogue, so a key written in two tables is silently
 * overridden by the later spread (the panel's 'Maksymalnie 30 znaków' once replaced the account
 * page's text for the same key). Every key lives in one feature's file.
 */
describe('feature tables', () => {
  it('never define the same key in two files', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const keys = new Set(
        [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^\s*'([a-z_][\w.]*)':/gm)].map(
          (m) => m[1]!,
        ),
      );
      for (const key of keys) {
        const first = owner.get(key);
        if (first) clashes.push(`${key}: ${first} and ${file}`);
        else owner.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
  });
});
