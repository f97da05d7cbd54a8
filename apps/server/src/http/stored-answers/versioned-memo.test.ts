import { describe, expect, it, vi } from 'vitest';
import { createVersionedMemo } from './versioned-memo';

const counter = () => {
  let made = 0;
  return { produce: async () => `made ${(made += 1)}`, made: () => made };
};

describe('values kept per public data version (versioned-memo.ts)', () => {
  it('keeps a value for its version, makes it again at a newer one, never stores an older one', async () => {
    const memo = createVersionedMemo<string>();
    const { produce } = counter();
    expect(await memo.get('k', 1, produce)).toBe('made 1');
    expect(await memo.get('k', 1, produce)).toBe('made 1');
    expect(await memo.get('k', 2, produce)).toBe('made 2');
    // A caller that read version 1 before the write: made for it, not kept over version 2's value.
    expect(await memo.get('k', 1, produce)).toBe('made 3');
    expect(await memo.get('k', 2, produce)).toBe('made 2');
  });

  it('concurrent misses share one make; a failed make is not kept', async () => {
    const memo = createVersionedMemo<string>();
    const { produce, made } = counter();
    const values = await Promise.all([1, 2, 3].map(() => memo.get('k', 1, produce)));
    expect(new Set(values)).toEqual(new Set(['made 1']));
    expect(made()).toBe(1);
    await expect(memo.get('bad', 1, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await memo.get('bad', 1, async () => 'fine')).toBe('fine');
  });

  it('past its age a value is served while the next one is made (the clock, not a write)', async () => {
    let clock = 0;
    const memo = createVersionedMemo<string>({ maxAgeMs: 1000, now: () => clock });
    const releases: (() => void)[] = [];
    let made = 0;
    const produce = () =>
      new Promise<string>((resolve) => releases.push(() => resolve(`made ${(made += 1)}`)));
    const first = memo.get('k', 1, produce);
    releases[0]!();
    expect(await first).toBe('made 1');
    clock = 1000;
    expect(await memo.get('k', 1, produce)).toBe('made 1');
    expect(await memo.get('k', 1, produce)).toBe('made 1');
    expect(releases).toHaveLength(2);
    releases[1]!();
    await vi.waitFor(async () => expect(await memo.get('k', 1, produce)).toBe('made 2'));
  });

  it('is bounded by entries and bytes, least recently used first', async () => {
    const memo = createVersionedMemo<string>({ maxEntries: 2, maxBytes: 10, sizeOf: (v) => v.length });
    for (const key of ['a', 'b', 'c']) await memo.get(key, 1, async () => key.repeat(3));
    expect(memo.size).toBe(2);
    await memo.get('big', 1, async () => 'x'.repeat(11));
    expect(memo.size).toBe(2);
  });

  it('switched off (SPEED_OFF=versioned-memo), every caller makes its own value', async () => {
    const memo = createVersionedMemo<string>({ disabled: true });
    const { produce } = counter();
    expect([await memo.get('k', 1, produce), await memo.get('k', 1, produce)]).toEqual(['made 1', 'made 2']);
    expect(memo.size).toBe(0);
  });
});
