import { describe, expect, it } from 'vitest';
import { createProfileAnswer, splicedBody } from './profile-answer';

const card = (id: number, extra = '') =>
  JSON.stringify({ id, title: `Wydarzenie ${id} – żółć`, ...(extra ? { reason: `no_access${extra}` } : {}) });

/**
 * A viewer's list (the profile's cards, those of the viewer's own replaced) is exactly the list with
 * those cards replaced, wherever they sit: first, last, neighbours, all, none.
 */
describe('profile answers (profile-answer.ts)', () => {
  const fragments = Array.from({ length: 100 }, (_, index) => card(index + 1));
  const profile = createProfileAnswer('events', fragments, new Map());
  const expected = (changed: Map<number, string>) =>
    `{"events":[${fragments.map((f, i) => changed.get(i) ?? f).join(',')}]}`;

  it('the stored body is the whole list, with its entity tag', () => {
    expect(profile.body.toString()).toBe(expected(new Map()));
    expect(profile.etag).toMatch(/^"/);
    expect(JSON.parse(profile.body.toString()).events).toHaveLength(100);
  });

  it('a position outside the list is refused, not spliced past the end', () => {
    expect(() => splicedBody(profile, new Map([[100, card(101)]]))).toThrow(RangeError);
  });

  it('splices the changed cards in, for any positions', () => {
    const cases: number[][] = [
      [],
      [0],
      [99],
      [31, 32],
      [0, 5, 63, 64, 99],
      Array.from({ length: 100 }, (_, i) => i),
    ];
    for (const positions of cases) {
      const changed = new Map(positions.map((p) => [p, card(p + 1, '-mine')]));
      const text = splicedBody(profile, changed).toString();
      expect(text).toBe(expected(changed));
      JSON.parse(text);
    }
  });

  it('an empty list and a list of one', () => {
    for (const list of [[], [card(1)]]) {
      const answer = createProfileAnswer('videos', list, new Map());
      const changed = new Map(list.length ? [[0, card(1, '-mine')]] : []);
      expect(JSON.parse(splicedBody(answer, changed).toString())).toEqual({
        videos: list.map((_, i) => JSON.parse(changed.get(i) ?? list[i]!)),
      });
    }
  });
});
