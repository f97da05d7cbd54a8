import { describe, expect, it } from 'vitest';
import { addSample, formatBytes, formatDuration, progressView } from './upload-progress';

describe('upload progress', () => {
  it('measures speed over the recent window and the time left from it', () => {
    let samples = addSample([], { at: 0, sent: 0 });
    expect(progressView(samples, 1000)).toEqual({ percent: 0, speed: null, secondsLeft: null });
    samples = addSample(samples, { at: 1000, sent: 100 });
    samples = addSample(samples, { at: 2000, sent: 200 });
    expect(progressView(samples, 1000)).toEqual({ percent: 20, speed: 100, secondsLeft: 8 });
    // After a stall longer than the window the old fast samples no longer count.
    samples = addSample(samples, { at: 9000, sent: 210 });
    samples = addSample(samples, { at: 10_000, sent: 220 });
    expect(progressView(samples, 1000)).toMatchObject({ percent: 22, speed: 10 });
  });
  it('formats sizes and durations', () => {
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3,0 GB');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
