import { describe, expect, it } from 'vitest';
import { compareTable, type Measured } from './premiere-report';

const measured = (capacity: number, p95: number): Measured => ({
  capacity,
  results: [
    {
      rate: 600,
      viewers: 600,
      steps: [{ step: 'buy', requests: 50, errors: 0, p50: p95 / 2, p95, p99: p95, examples: [] }],
      outcomes: {},
      loadBefore: [1, 1, 1],
      loadAfter: [1, 1, 1],
      oversold: 0,
      eventId: 1,
    },
  ],
});

describe('compareTable', () => {
  it('writes one markdown row per mechanism from the median of its pairs', () => {
    const table = compareTable([
      {
        mechanism: 'list-overlay',
        pairs: [
          { with: measured(600, 100), without: measured(600, 400) },
          { with: measured(600, 120), without: measured(600, 150) },
          { with: measured(600, 110), without: measured(600, 300) },
        ],
      },
    ]);
    const row = table.split('\n')[2]!;
    expect(row).toContain(
      '| list-overlay | 600 / 600 | 110 ms (buy) / 300 ms (buy) (600/min; median of 3 pairs)',
    );
    expect(row).toContain('kept: buy p95 2.73× faster');
  });
});
