import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SLUG_PATTERN } from '@scena/shared';
import { firstFreeSlug, slugCandidate, slugify } from './slug';

describe('slugs', () => {
  it('transliterates Polish letters and drops other marks', () => {
    expect(slugify('Zażółć gęślą jaźń', 'x')).toBe('zazolc-gesla-jazn');
    expect(slugify('ŁÓDŹ – Śląsk, Kraków!', 'x')).toBe('lodz-slask-krakow');
    expect(slugify('Café Müller', 'x')).toBe('cafe-muller');
    expect(slugify('!!!', 'wideo')).toBe('wideo');
  });

  it('always yields a valid slug of at most 40 characters, also with suffixes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.integer({ min: 1, max: 10_000 }), (title, attempt) => {
        const slug = slugCandidate(slugify(title, 'wideo'), attempt);
        expect(slug.length).toBeLessThanOrEqual(40);
        expect(slug).toMatch(SLUG_PATTERN);
      }),
    );
  });

  it('picks the first free candidate', () => {
    expect(firstFreeSlug('hamlet', new Set())).toBe('hamlet');
    expect(firstFreeSlug('hamlet', new Set(['hamlet', 'hamlet-2']))).toBe('hamlet-3');
  });
});
