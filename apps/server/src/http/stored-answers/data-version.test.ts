import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { publicDataVersionReader } from './data-version';

/** A database whose version row counts its reads (the real one: test/public-read-cache.test.ts). */
const countingDb = () => {
  const state = { version: 7, reads: 0 };
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          state.reads += 1;
          return [{ version: state.version }];
        },
      }),
    }),
  } as unknown as Db;
  return { db, state };
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('public data version reads (data-version.ts)', () => {
  it('callers arriving together share one read; a caller after it started gets a new one', async () => {
    const { db, state } = countingDb();
    const read = publicDataVersionReader(db);
    expect(await Promise.all([read(), read(), read()])).toEqual([7, 7, 7]);
    expect(state.reads).toBe(1);
    state.version = 8;
    expect(await read()).toBe(8);
    expect(state.reads).toBe(2);
  });

  it('callers one per turn each get a read started after they arrived', async () => {
    const { db, state } = countingDb();
    const read = publicDataVersionReader(db);
    await read();
    state.version = 9;
    const reads: Promise<number>[] = [];
    for (let i = 0; i < 3; i += 1) {
      reads.push(read());
      await turn();
    }
    expect(await Promise.all(reads)).toEqual([9, 9, 9]);
    expect(state.reads).toBe(4);
  });
});
