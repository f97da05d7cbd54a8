import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { publicDataVersionReader, VERSION_READ_GAP_MS, versionReadGapMs } from './data-version';

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

  it('with a gap, callers one per turn share one read per gap, each started after its caller', async () => {
    const { db, state } = countingDb();
    const read = publicDataVersionReader(db, { minGapMs: 200 });
    await read();
    state.version = 9;
    const reads: Promise<number>[] = [];
    for (let i = 0; i < 5; i += 1) {
      reads.push(read());
      await turn();
    }
    expect(await Promise.all(reads)).toEqual([9, 9, 9, 9, 9]);
    expect(state.reads).toBe(2);
  });

  it('the gap: PostgreSQL only, and none when the bench switches it off', () => {
    expect(versionReadGapMs('postgres', false)).toBe(VERSION_READ_GAP_MS);
    expect(versionReadGapMs('postgres', true)).toBe(0);
    expect(versionReadGapMs('pglite', false)).toBe(0);
  });
});
