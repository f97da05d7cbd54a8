import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client';
import { mediaSigningKeys } from './uploads.table';

/**
 * Signed playback addresses: HMAC-SHA256 over `path prefix | expiry | user id`, carried as the query
 * `e` (expiry, unix seconds), `u` (user id) and `s` (signature). Not DRM: it keeps a copied link from
 * working for long or for someone else. Every file under the prefix (playlists, segments,
 * subtitles) is covered by one signature, so a playlist can hand its children the token.
 */
export interface MediaToken {
  expires: number;
  userId: number;
}

const sign = (secret: string, prefix: string, token: MediaToken) =>
  createHmac('sha256', secret).update(`${prefix}|${token.expires}|${token.userId}`).digest('base64url');

export const tokenQuery = (secret: string, prefix: string, token: MediaToken): string =>
  `e=${token.expires}&u=${token.userId}&s=${sign(secret, prefix, token)}`;

export type TokenCheck = { ok: true; token: MediaToken } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the query of a media request for `prefix`; the signature first, so a forged expiry says 'invalid'. */
export const checkToken = (
  secret: string,
  prefix: string,
  query: Record<string, unknown>,
  nowSeconds: number,
): TokenCheck => {
  const { e, u, s } = query as { e?: unknown; u?: unknown; s?: unknown };
  if (
    typeof e !== 'string' ||
    typeof u !== 'string' ||
    typeof s !== 'string' ||
    !/^\d{1,12}$/.test(e) ||
    !/^\d{1,12}$/.test(u)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const token = { expires: Number(e), userId: Number(u) };
  const expected = Buffer.from(sign(secret, prefix, token));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (token.expires <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, token };
};

/**
 * The signing secret: MEDIA_SIGNING_SECRET, or one made once and kept in the database, so every
 * instance signs and checks with the same key without configuration.
 */
export const signingSecret = (db: Db, configured: string | undefined): (() => Promise<string>) => {
  let cached: Promise<string> | null = configured ? Promise.resolve(configured) : null;
  return () => {
    cached ??= (async () => {
      await db
        .insert(mediaSigningKeys)
        .values({ name: 'playback', secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(mediaSigningKeys).limit(1);
      return row!.secret;
    })().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
};

/** Applies `map` to every address in a playlist: URI lines and URI="…" attributes (EXT-X-MAP, EXT-X-MEDIA). */
export const mapPlaylist = (text: string, map: (uri: string) => string): string =>
  text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#'))
        return line.replace(/URI="([^"]+)"/g, (_m, uri: string) => `URI="${map(uri)}"`);
      return map(trimmed);
    })
    .join('\n');

/** Appends the token to every address in a playlist. */
export const rewritePlaylist = (text: string, query: string): string =>
  mapPlaylist(text, (uri) => withQuery(uri, query));

export const withQuery = (uri: string, query: string) => `${uri.split('?')[0]}?${query}`;
