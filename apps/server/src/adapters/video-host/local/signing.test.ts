import { describe, expect, it } from 'vitest';
import { checkToken, rewritePlaylist, tokenQuery } from './signing';

const parse = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('media tokens', () => {
  const prefix = '/media/videos/7/';
  const token = { expires: 2_000, userId: 5 };
  it('accept their own prefix, user and expiry', () => {
    expect(checkToken('k', prefix, parse(tokenQuery('k', prefix, token)), 1_000)).toEqual({
      ok: true,
      token,
    });
  });
  it('refuse another prefix, a changed user or expiry, another key, and an expired one', () => {
    const query = parse(tokenQuery('k', prefix, token));
    expect(checkToken('k', '/media/videos/8/', query, 1_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkToken('k', prefix, { ...query, u: '6' }, 1_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkToken('k', prefix, { ...query, e: '9999' }, 1_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkToken('other', prefix, query, 1_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkToken('k', prefix, query, 2_000)).toEqual({ ok: false, reason: 'expired' });
    expect(checkToken('k', prefix, {}, 1_000)).toEqual({ ok: false, reason: 'invalid' });
  });
  it('rewrites every child address of a playlist', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.0,\nseg_00001.ts\n#EXTINF:4.0,\nseg_00002.ts?old=1\n#EXT-X-ENDLIST\n';
    expect(rewritePlaylist(playlist, 'e=1&u=2&s=x')).toBe(
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4?e=1&u=2&s=x"\n#EXTINF:4.0,\nseg_00001.ts?e=1&u=2&s=x\n#EXTINF:4.0,\nseg_00002.ts?e=1&u=2&s=x\n#EXT-X-ENDLIST\n',
    );
  });
});
