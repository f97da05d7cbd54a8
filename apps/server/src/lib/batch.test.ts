import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch';

describe('createBatcher', () => {
  it('runs the first call alone, the calls that came meanwhile together, per key; a failure reaches its batch only', async () => {
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
      load('b', 13).catch((error: Error) => error.message),
    ]);
    expect(answers).toEqual([10, 20, 30, 20, 40, 'unlucky']);
    expect(runs.filter(([key]) => key === 'a')).toEqual([
      ['a', [1]],
      ['a', [2, 3]],
    ]);
    expect(runs.filter(([key]) => key === 'b')).toEqual([
      ['b', [4]],
      ['b', [13]],
    ]);
  });
});
