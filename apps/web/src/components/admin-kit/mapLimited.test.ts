import { describe, expect, it } from 'vitest';
import { mapLimited, settleLimited } from './mapLimited';

/** A task the test finishes by hand, so the test sees how many run at once without timers. */
const gate = () => {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
};

describe('mapLimited', () => {
  it('runs at most `limit` at once and keeps the order of the items', async () => {
    const gates = [gate(), gate(), gate(), gate()];
    let running = 0;
    let most = 0;
    const result = mapLimited([0, 1, 2, 3], 2, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await gates[item]!.done;
      running -= 1;
      return item * 10;
    });
    await Promise.resolve();
    expect(running).toBe(2);
    // Finish them out of order: the results still follow the items.
    for (const index of [1, 3, 0, 2]) {
      gates[index]!.open();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await result).toEqual([0, 10, 20, 30]);
    expect(most).toBe(2);
  });

  it('settleLimited runs every item and says how each went', async () => {
    const results = await settleLimited(['a', 'b', 'c'], 2, async (item) => {
      if (item === 'b') throw new Error('full');
      return item.toUpperCase();
    });
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 'A' });
  });
});
