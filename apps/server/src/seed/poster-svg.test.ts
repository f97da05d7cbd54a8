import { describe, expect, it } from 'vitest';
import { DEMO_SLIDES } from './catalog.data';
import { POSTER_TEXT_WIDTH, posterLayout, slidePosterSvg } from './poster-svg';

/** Issue 19 item 13: the first slide's picture showed its text cut off mid-sentence. */
describe('slide pictures of the demo season', () => {
  it.each(DEMO_SLIDES.map((slide) => [slide.title, slide]))('%s: title and text drawn whole', (_, slide) => {
    const svg = slidePosterSvg(slide);
    const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    const decode = (text: string) =>
      text.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code)));
    expect(drawn.map((text) => decode(text!))).toEqual([slide.title, slide.text]);
  });

  it.each(DEMO_SLIDES.map((slide) => [slide.title, slide]))('%s: both lines fit the picture', (_, slide) => {
    const layout = posterLayout(1920, 640, slide.title, slide.text);
    expect(layout.titleWidth).toBeLessThanOrEqual(1920 * POSTER_TEXT_WIDTH);
    expect(layout.subtitleWidth).toBeLessThanOrEqual(1920 * POSTER_TEXT_WIDTH);
    expect(layout.subtitleSize).toBeGreaterThanOrEqual(24);
  });
});
