import { describe, expect, it } from 'vitest';
import { createPureMemo } from './pure-memo';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('values that are a pure function of their key (pure-memo.ts)', () => {
  it('makes a value once however many ask, and serves it again', async () => {
    const lru = createPureMemo(100);
    let made = 0;
    const make = async () => {
      made++;
      return bytes(10);
    };
    const [a, b] = await Promise.all([lru.get('k', make), lru.get('k', make)]);
    expect(a).toBe(b);
    expect(await lru.get('k', make)).toBe(a);
    expect(made).toBe(1);
    expect(lru.bytes).toBe(10);
  });

  it('drops the least recently used first to stay within its bytes', async () => {
    const lru = createPureMemo(30);
    for (const key of ['a', 'b', 'c']) await lru.get(key, async () => bytes(10));
    await lru.get('a', async () => bytes(10, 2)); // a is used again: b is now the oldest
    await lru.get('d', async () => bytes(10));
    expect(lru.size).toBe(3);
    expect(lru.bytes).toBe(30);
    let remade = false;
    await lru.get('b', async () => ((remade = true), bytes(10)));
    expect(remade).toBe(true);
    expect((await lru.get('a', async () => bytes(10, 3)))[0]).toBe(1); // a survived, its first value
  });

  it('keeps nothing bigger than its whole budget, and forgets a failed make', async () => {
    const lru = createPureMemo(5);
    expect((await lru.get('big', async () => bytes(6))).length).toBe(6);
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
    await expect(lru.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await lru.get('bad', async () => bytes(1))).length).toBe(1);
  });

  it('tells whether a key is kept, and gives a made value without waiting for one being made', async () => {
    const lru = createPureMemo(100);
    expect(lru.has('k')).toBe(false);
    let finish!: (value: Buffer) => void;
    const making = lru.get('k', () => new Promise<Buffer>((resolve) => (finish = resolve)));
    expect(lru.has('k')).toBe(true);
    expect(lru.ready('k')).toBeUndefined();
    finish(bytes(4));
    const made = await making;
    expect(lru.ready('k')).toBe(made);
  });
});
