import { describe, expect, it } from 'vitest';
import { compareTable, instancesTable, type Measured } from './premiere-report';

const measured = (capacity: number, p95: number, rate = 600): Measured => ({
  capacity,
  results: [
    {
      rate,
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

describe('instancesTable', () => {
  it('gives each count its capacity, the share of the first, and the load beside each p95', () => {
    const one = measured(600, 120);
    const two = measured(300, 90, 300);
    two.results.push({ ...measured(0, 800).results[0]!, loadBefore: [3.5, 2, 1], loadAfter: [4.25, 2, 1] });
    const rows = instancesTable([
      { instances: 1, ...one },
      { instances: 2, ...two },
    ]).split('\n');
    expect(rows[2]).toBe('| 1 | 600 | 1.00× | 120 ms (buy) [1.00→1.00] | none |');
    expect(rows[3]).toBe('| 2 | 300 | 0.50× | 90 ms (buy) [1.00→1.00] | 600/min: 800 ms (buy) [3.50→4.25] |');
  });
});
