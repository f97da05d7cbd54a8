import type { FastifyRequest } from 'fastify';

/**
 * The one caching rule for shared caches (a CDN, the proxy in deploy/nginx): which stored answers
 * a shared cache may keep, for how long, and what they vary by. Every other answer stays out of
 * shared caches: stored answers for a signed-in caller are `private`, and every other /api answer
 * is `no-store` (plugins/security.ts).
 *
 * - **Only a guest's answer is public**, and only when the request carries no credentials at all:
 *   a request with `x-auth-token` (even one that turns out invalid or expired) or `Authorization`
 *   gets `private`, so what a signed-in viewer saw is never stored where a guest could get it,
 *   whatever else the request sends. The proxy is told the same from its side (deploy/nginx:
 *   `proxy_cache_bypass` and `proxy_no_cache` on those headers). Sessions are never cookies here.
 * - **What a guest's answer varies by**: the coding, and the token header (a browser or a cache
 *   that ignores the bypass keeps a guest's copy apart from a signed-in request's). Not the
 *   language: a shared answer carries every translation and no translated text (the route test
 *   `test/shared-cache.test.ts` compares each cached route's answer in pl and en), so varying on
 *   Accept-Language or the `lang` cookie would only split the cache.
 * - **Browsers revalidate every use** (`max-age=0`, the ETag makes it a 304); shared caches keep an
 *   answer `s-maxage` seconds, so an admin's change reaches every guest within it. The stale
 *   allowances (the old copy while one request refreshes it, and through an origin outage) go to
 *   CDNs only, in `CDN-Cache-Control` (RFC 9213): in `Cache-Control`, Chromium applies
 *   `stale-while-revalidate` itself and showed a guest the old settings on the next reload. nginx
 *   gets the same from its own config (`proxy_cache_use_stale updating error …`).
 */
export interface SharedLifetime {
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

/** Lists, item pages, slides, categories, gift settings: what a premiere's guests open, fresh within seconds (the stored answers are remade every 5 s too). */
const CATALOGUE: SharedLifetime = { sMaxAge: 5, staleWhileRevalidate: 30, staleIfError: 600 };

/** By path prefix; the first match wins, else CATALOGUE. */
const BY_PREFIX: readonly [string, SharedLifetime][] = [
  // Other sites' widgets and the public home's settings (/external_api/config): changed rarely.
  ['/external_api/', { sMaxAge: 60, staleWhileRevalidate: 300, staleIfError: 3600 }],
  // Settings and static pages: staff edit them seldom, never mid-sale in a way seconds matter.
  ['/api/appconfig', { sMaxAge: 30, staleWhileRevalidate: 120, staleIfError: 3600 }],
  ['/api/pages/', { sMaxAge: 60, staleWhileRevalidate: 300, staleIfError: 3600 }],
];

/** How long shared caches may keep a guest's answer of the route registered at `path`. */
export const sharedLifetime = (path: string): SharedLifetime =>
  BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1] ?? CATALOGUE;

export const sharedCacheControl = ({ sMaxAge }: SharedLifetime) => `public, max-age=0, s-maxage=${sMaxAge}`;

/** The same lifetime for CDNs (RFC 9213's targeted field; browsers ignore it), with the stale allowances. */
export const cdnCacheControl = ({ sMaxAge, staleWhileRevalidate, staleIfError }: SharedLifetime) =>
  `max-age=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`;

/** A guest's public answer varies by these only (see above). */
export const SHARED_VARY = 'Accept-Encoding, X-Auth-Token';

/** A signed-in caller's stored answer: kept by their browser only, revalidated every use. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/**
 * Everything a signed-in caller's stored answer may differ by, for their browser's cache: the
 * coding, the language (Accept-Language, X-Lang, the `lang` cookie) and the token.
 */
export const PERSONAL_VARY = 'Accept-Encoding, Accept-Language, Cookie, X-Lang, X-Auth-Token';

/** Does the request say who sent it (or try to)? Then its answer is never public. */
export const carriesCredentials = (request: FastifyRequest): boolean =>
  request.user !== null ||
  request.headers['x-auth-token'] !== undefined ||
  request.headers.authorization !== undefined;
