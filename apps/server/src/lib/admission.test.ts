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

  it('a caller whose question was in flight when the key closed asks again instead of queueing at the gate', async () => {
    const reads: { ids: number[]; answer: (left: number) => void }[] = [];
    const admission = createAdmission<string, { left: number }>({
      gateSize: 1,
      read: (_key, userIds) =>
        new Promise((resolve) =>
          reads.push({
            ids: [...userIds],
            answer: (left) => resolve(new Map(userIds.map((id) => [id, { left }]))),
          }),
        ),
    });
    const refuseWhenGone = (state: { left: number } | undefined) => {
      if (state && state.left === 0) throw new Error('gone');
    };
    /** Turns of the event loop until the batcher has asked `n` questions (a few at most). */
    const readsAsked = async (n: number) => {
      for (let turn = 0; reads.length < n && turn < 20; turn += 1)
        await new Promise((resolve) => setImmediate(resolve));
      expect(reads).toHaveLength(n);
    };
    const holder = admission.admit('k', 1, refuseWhenGone);
    await readsAsked(1);
    reads[0]!.answer(1);
    await holder; // 1 holds the only place and keeps it
    const late = admission.admit('k', 2, refuseWhenGone);
    await readsAsked(2);
    admission.close('k'); // the last unit went while 2's question was in flight
    reads[1]!.answer(1); // … so its answer is stale
    await readsAsked(3);
    expect(reads.map((read) => read.ids)).toEqual([[1], [2], [2]]);
    reads[2]!.answer(0);
    await expect(late).rejects.toThrow('gone');
    admission.leave();
  });
});
