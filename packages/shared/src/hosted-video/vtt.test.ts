import { describe, expect, it } from 'vitest';
import { checkVtt } from './vtt';

describe('checkVtt', () => {
  it('accepts a file with a header, notes, identifiers and settings', () => {
    const vtt =
      'WEBVTT - napisy\n\nNOTE autor\n\n1\n00:00:01.000 --> 00:00:02.500 align:start\nDzień dobry\n\n00:03.000 --> 00:04.000\nDo widzenia\n';
    expect(checkVtt(vtt)).toBeNull();
  });
  it('names the first bad line', () => {
    expect(checkVtt('SRT\n\n00:00:01.000 --> 00:00:02.000\nx')).toEqual({ line: 1, reason: 'header' });
    expect(
      checkVtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nx\n\n00:00:03,000 --> 00:00:04,000\ny'),
    ).toEqual({ line: 6, reason: 'timing' });
    expect(checkVtt('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nx')).toEqual({ line: 3, reason: 'order' });
    expect(checkVtt('WEBVTT\n\nid\nno timing here\n')).toEqual({ line: 4, reason: 'timing' });
    expect(checkVtt('WEBVTT\n')).toEqual({ line: 2, reason: 'empty' });
  });
});
