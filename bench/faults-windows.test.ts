import { describe, expect, it } from 'vitest';
import { OUTSIDE, errorsByWindow, windowsTable } from './faults-windows';

const failure = (at: number, step = 'buy') => ({ at, step, why: 'HTTP 502' });

describe('errorsByWindow', () => {
  const windows = [
    { name: 'instance 1 killed', start: 10_000, end: 20_000 },
    { name: 'Redis stopped', start: 40_000, end: null },
  ];
  const options = { graceMs: 5_000, loadStart: 0 };

  it('puts each error in the window it fell in, the grace after a recovery included', () => {
    const rows = errorsByWindow(
      [failure(10_000), failure(24_999, 'segment'), failure(25_001), failure(60_000)],
      windows,
      options,
    );
    expect(rows.map((row) => [row.name, row.errors])).toEqual([
      ['instance 1 killed', 2],
      ['Redis stopped', 1],
      [OUTSIDE, 1],
    ]);
    expect(rows[0]!.byStep).toEqual({ buy: 1, segment: 1 });
    expect(rows[0]).toMatchObject({ from: 10, to: 25 });
    expect(rows[2]!.examples).toEqual(['buy: HTTP 502']);
  });

  it('counts an error before the first fault as outside, and never the provider’s own page', () => {
    const rows = errorsByWindow(
      [failure(1_000), failure(12_000, 'PayU checkout (not ours)')],
      windows,
      options,
    );
    expect(rows.map((row) => row.errors)).toEqual([0, 0, 1]);
  });

  it('prints one line per window, a window that never closed says so', () => {
    const table = windowsTable(errorsByWindow([failure(41_000)], windows, options));
    expect(table).toContain('| Redis stopped | 40 | never recovered | 1 | buy 1 |');
    expect(table).toContain(`| ${OUTSIDE} |  |  | 0 | – |`);
  });
});
