import { describe, expect, it } from 'vitest';
import { checkVtt } from '@scena/shared/hosted-video/vtt';
import { srtToVtt, subtitleFileToVtt } from './subtitle-file';

const SRT =
  '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nDzień dobry\r\n\r\n2\r\n01:02:03,040 --> 01:02:05,000\r\nDruga linia\r\ni trzecia\r\n';

describe('subtitle files', () => {
  it('converts SubRip to WebVTT the server accepts', () => {
    const vtt = srtToVtt(SRT);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nDzień dobry\n\n01:02:03.040 --> 01:02:05.000\nDruga linia\ni trzecia\n',
    );
    expect(checkVtt(vtt)).toBeNull();
  });

  it('reads .vtt as it is, converts .srt, and refuses other files', async () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHej\n';
    expect(await subtitleFileToVtt(new File([vtt], 'napisy.VTT'))).toBe(vtt);
    expect(await subtitleFileToVtt(new File([SRT], 'napisy.srt'))).toContain('00:00:01.000 --> 00:00:02.500');
    expect(await subtitleFileToVtt(new File(['x'], 'napisy.txt'))).toBeNull();
  });
});
