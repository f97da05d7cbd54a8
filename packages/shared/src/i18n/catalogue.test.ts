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
