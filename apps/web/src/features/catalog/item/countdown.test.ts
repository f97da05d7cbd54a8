import { describe, expect, it } from 'vitest';
import { countdownOffsetMs, countdownTarget, countdownView } from './countdown';

describe('countdown (spec 1 §4)', () => {
  it('picks an offset between 3 and 8 seconds', () => {
    expect(countdownOffsetMs(() => 0)).toBe(3_000);
    expect(countdownOffsetMs(() => 1)).toBe(8_000);
    for (let i = 0; i < 100; i += 1) {
      const offset = countdownOffsetMs();
      expect(offset).toBeGreaterThanOrEqual(3_000);
      expect(offset).toBeLessThanOrEqual(8_000);
    }
  });

  it('aims 5 s past the change plus the offset', () => {
    expect(countdownTarget(new Date('2026-03-29T01:00:00Z'), 4_000).toISOString()).toBe('2026-03-29T01:00:09.000Z');
  });

  it('shows days above 24 hours, then a clock, then nothing', () => {
    expect(countdownView(3 * 86_400_000 + 5)).toEqual({ kind: 'days', days: 3 });
    expect(countdownView(86_400_000 + 1)).toEqual({ kind: 'days', days: 1 });
    expect(countdownView(86_400_000)).toEqual({ kind: 'clock', text: '24:00:00' });
    expect(countdownView(3_661_000)).toEqual({ kind: 'clock', text: '01:01:01' });
    expect(countdownView(500)).toEqual({ kind: 'clock', text: '00:00:01' });
    expect(countdownView(0)).toEqual({ kind: 'done' });
  });
});
