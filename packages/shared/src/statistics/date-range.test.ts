import { describe, expect, it } from 'vitest';
import { currentMonth, dateRangeQuery, eachDay, lastDays, rangeInstants } from './date-range';

describe('statistics day ranges (Warsaw)', () => {
  it('cover 23 and 25 hour days at the clock changes', () => {
    const spring = rangeInstants({ from: '2026-03-29', to: '2026-03-29' });
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = rangeInstants({ from: '2026-10-25', to: '2026-10-25' });
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('default to the last 7 days and to the Warsaw month (also just after midnight on the 1st)', () => {
    const now = new Date('2026-02-28T23:30:00Z'); // 00:30 on 1 March in Warsaw
    expect(lastDays(now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(currentMonth(now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(currentMonth(new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(eachDay({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('refuse days that do not exist, a start after the end and a range over two years', () => {
    const issues = (query: object) =>
      dateRangeQuery.safeParse(query).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ from: '2026-02-29' })).toEqual(['reports.validate.invalid_date']);
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual(['reports.validate.invalid_date']);
    expect(issues({ from: '2024-01-01', to: '2025-12-31' })).toEqual([]);
    expect(issues({ from: '2024-01-01', to: '2026-01-01' })).toEqual(['reports.validate.range_too_long']);
  });
});
