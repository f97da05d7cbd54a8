import { describe, expect, it } from 'vitest';
import { sendsSessionTo } from './session-header';

const page = 'https://scena.example.org/wideo/wesele';

describe('sendsSessionTo', () => {
  it('sends the session to the site: relative and absolute playlist addresses', () => {
    expect(sendsSessionTo('/media/videos/5/hls/index.m3u8?e=1&u=2&s=x', page)).toBe(true);
    expect(sendsSessionTo('https://scena.example.org/media/videos/5/hls/seg_00000.ts?e=1', page)).toBe(true);
  });

  it('never to a presigned bucket address, nor to the same host on another port or scheme', () => {
    expect(
      sendsSessionTo(
        'https://bucket.s3.eu-central-1.amazonaws.com/videos/5/hls/seg_00000.ts?X-Amz-Signature=abc',
        page,
      ),
    ).toBe(false);
    expect(sendsSessionTo('https://scena.example.org:9000/scena/videos/5/hls/seg_00000.ts', page)).toBe(
      false,
    );
    expect(sendsSessionTo('http://scena.example.org/media/videos/5/hls/index.m3u8', page)).toBe(false);
  });
});
