import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createProfileAnswer, splicedGzip, splicedText } from './profile-answer';

/**
 * Neighbouring cards share a long token that appears nowhere else (cards 32 and 33 sit in two
 * pieces), so the next piece refers back into the card before it; a viewer's card has none.
 */
const token = (position: number) =>
  createHash('sha256')
    .update(String(Math.floor((position + 1) / 2)))
    .digest('hex');
const card = (id: number, extra = '') =>
  extra
    ? JSON.stringify({ id, title: `Wydarzenie ${id}`, reason: `no_access${extra}` })
    : JSON.stringify({ id, title: `Wydarzenie ${id} – żółć`, token: token(id - 1) });

/**
 * A spliced answer (the profile's gzip pieces, the pieces holding a viewer's card compressed again)
 * decodes to exactly the list with those cards replaced, wherever they sit: first, last, several in
 * one piece, in neighbouring pieces, none.
 */
describe('spliced gzip answers', () => {
  const fragments = Array.from({ length: 100 }, (_, index) => card(index + 1));
  const profile = createProfileAnswer('events', fragments, new Map());
  const expected = (changed: Map<number, string>) =>
    `{"events":[${fragments.map((f, i) => changed.get(i) ?? f).join(',')}]}`;

  it('decodes to the list with the changed cards, for any positions', async () => {
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
      const text = expected(changed);
      expect(splicedText(profile, changed)).toBe(text);
      expect(zlib.gunzipSync(await splicedGzip(profile, changed)).toString()).toBe(text);
      JSON.parse(text);
    }
    expect(profile.body.toString()).toBe(expected(new Map()));
  });

  it('an empty list and a list of one', async () => {
    for (const list of [[], [card(1)]]) {
      const answer = createProfileAnswer('videos', list, new Map());
      const changed = new Map(list.length ? [[0, card(1, '-mine')]] : []);
      expect(JSON.parse(zlib.gunzipSync(await splicedGzip(answer, changed)).toString())).toEqual({
        videos: list.map((_, i) => JSON.parse(changed.get(i) ?? list[i]!)),
      });
    }
  });
});
