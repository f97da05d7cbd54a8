import { describe, expect, it } from 'vitest';
import { resolveSource } from './source';

const none = { subtitles: null };

describe('resolveSource (spec 1 §5 embedded media value)', () => {
  it('renders an iframe value as HTML', () => {
    const html = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(resolveSource(html, none)).toEqual({ kind: 'html', html });
  });

  it('uses an http(s) address as the frame address', () => {
    expect(resolveSource(' https://example.com/live ', none)).toEqual({
      kind: 'frame',
      src: 'https://example.com/live',
    });
  });

  it('plays digits as a hosted video in a 640x360 embed, with subtitles in the chosen language', () => {
    expect(resolveSource('76979871', none)).toEqual({
      kind: 'hosted',
      id: '76979871',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
      width: 640,
      height: 360,
    });
    expect(resolveSource('76979871', { subtitles: 'en' })).toMatchObject({
      src: 'https://player.vimeo.com/video/76979871?dnt=1&texttrack=en',
    });
  });

  it('calls anything else invalid', () => {
    for (const value of ['', null, undefined, 'abc', 'javascript:alert(1)', '12ab', 'http://a b']) {
      expect(resolveSource(value, none)).toEqual({ kind: 'invalid' });
    }
  });
});
