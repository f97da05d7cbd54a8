import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission';

/** A scarce thing with `left` units, its state read in batches (every read recorded with its askers). */
const scarce = (left: number) => {
  const stock = { left, reads: [] as number[][] };
  const admission = createAdmission<string, { left: number }>({
    gateSize: 2,
    read: async (_key, userIds) => {
      stock.reads.push([...userIds]);
      return new Map(userIds.map((id) => [id, { left: stock.left }]));
    },
  });
  const refuseWhenGone = (state: { left: number } | undefined) => {
    if (state && state.left === 0) throw new Error('gone');
  };
  /** One caller: admitted, takes a unit after a turn of the event loop, closes the key on the last. */
  const take = async (id: number, done: number[]) => {
    await admission.admit('k', id, refuseWhenGone);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      if (stock.left === 0) throw new Error('gone');
      stock.left -= 1;
      done.push(id);
      if (stock.left === 0) admission.close('k');
    } finally {
      admission.leave();
    }
  };
  return { stock, admission, take };
};

describe('admission', () => {
  it('asks the shared question once for the callers asking together, and refuses them all from it', async () => {
    const { stock, take } = scarce(0);
    const results = await Promise.allSettled([1, 2, 3, 4].map((id) => take(id, [])));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(stock.reads).toEqual([[1, 2, 3, 4]]);
  });

  it('lets the first ones through the gate in arrival order; the last unit sends the waiters back to one question', async () => {
    const { stock, take } = scarce(2);
    const done: number[] = [];
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => take(id, done)));
    expect(done).toEqual([1, 2]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    // The first question for all six. 3 took 1's place at the gate and 4 took 2's (a place freed
    // goes to the next in line at once; both found none left); the two still waiting when the
    // last unit went asked again, together.
    expect(stock.reads).toEqual([
      [1, 2, 3, 4, 5, 6],
      [5, 6],
    ]);
  });

  it('a null key takes only a place at the gate, without a question', async () => {
    const { stock, admission } = scarce(0);
    expect(await admission.admit(null, 1, () => undefined)).toBeUndefined();
    admission.leave();
    expect(stock.reads).toEqual([]);
  });
});
