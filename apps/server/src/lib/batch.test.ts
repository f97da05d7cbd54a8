import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch';

describe('createBatcher', () => {
  it('runs the calls of one turn together, the calls that came during a run in the next, per key; a failure reaches its own batch only', async () => {
    const runs: [string, number[]][] = [];
    const load = createBatcher(async (key: string, args: number[]) => {
      runs.push([key, args]);
      await new Promise((resolve) => setImmediate(resolve));
      if (args.includes(13)) throw new Error('unlucky');
      return new Map(args.map((a) => [a, a * 10]));
    });
    const answers = await Promise.all([
      load('a', 1),
      load('a', 2),
      load('a', 3),
      load('a', 2),
      load('b', 4),
      load('c', 13).catch((error: Error) => error.message),
    ]);
    expect(answers).toEqual([10, 20, 30, 20, 40, 'unlucky']);
    expect(runs.filter(([key]) => key === 'a')).toEqual([['a', [1, 2, 3]]]);
    expect(runs.filter(([key]) => key === 'b')).toEqual([['b', [4]]]);
    expect(runs.filter(([key]) => key === 'c')).toEqual([['c', [13]]]);
  });

  it('gathers calls that arrive while a run is under way into the next run', async () => {
    const runs: number[][] = [];
    let release!: () => void;
    const load = createBatcher(async (_key: 'k', args: number[]) => {
      runs.push(args);
      if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Map(args.map((a) => [a, -a]));
    });
    const first = load('k', 1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [load('k', 2), load('k', 3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([[1]]); // 2 and 3 wait for the run under way
    release();
    expect(await Promise.all([first, ...later])).toEqual([-1, -2, -3]);
    expect(runs).toEqual([[1], [2, 3]]);
  });

  it('batches calls that each complete at once (PGlite: a statement settles within its turn)', async () => {
    let calls = 0;
    const load = createBatcher(async (_key: 'k', args: number[]) => {
      calls += 1;
      return new Map(args.map((a) => [a, a]));
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => Promise.resolve().then(() => load('k', i))),
    );
    expect(answers).toHaveLength(100);
    expect(calls).toBe(1);
  });

  it('with SPEED_OFF=batched-statements runs every call on its own, at once (the plain design the bench compares)', async () => {
    const runs: number[][] = [];
    const load = createBatcher(
      async (_key: 'k', args: number[]) => {
        runs.push(args);
        return new Map(args.map((a) => [a, a + 1]));
      },
      { SPEED_OFF: ['batched-statements'] },
    );
    expect(await Promise.all([load('k', 1), load('k', 2), load('k', 3)])).toEqual([2, 3, 4]);
    expect(runs).toEqual([[1], [2], [3]]);
  });
});
