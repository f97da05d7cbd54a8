import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@scena/shared';
import type { GeoIp } from '../adapters/geoip';
import { REQUEST_ID_HEADER, runWithRequestId } from '../lib/request-id';

declare module 'fastify' {
  interface FastifyRequest {
    /** The viewer's language: the `lang` cookie, then `x-lang`, then Accept-Language, then pl. */
    lang: Language;
    /** Two-letter country of the client IP, or null (local network, unknown). */
    country: string | null;
  }
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The `lang` cookie from the raw header, for answers sent before @fastify/cookie has run. */
const rawCookie = (header: unknown): string | undefined =>
  typeof header === 'string'
    ? new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header)?.[1]
    : undefined;

export const pickLanguage = (
  request: Pick<FastifyRequest, 'headers'> & { cookies?: FastifyRequest['cookies'] },
): Language => {
  const cookie = request.cookies ? request.cookies[LANGUAGE_COOKIE] : rawCookie(request.headers.cookie);
  if (isLanguage(cookie)) return cookie;
  const header = request.headers['x-lang'];
  if (isLanguage(header)) return header;
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.split(',')) {
      const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
      if (isLanguage(code)) return code;
    }
  }
  return DEFAULT_LANGUAGE;
};

/**
 * Client IP comes from `request.ip`, which Fastify derives from X-Forwarded-For only for the
 * proxies listed in TRUSTED_PROXIES (see app.ts `trustProxy`).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance, options: { geoip: GeoIp }) => {
  // The request id is current for the whole request (lib/request-id.ts). A body arrives through
  // stream events, outside that context: the hook's AsyncResource brings it back before validation.
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestId(request.id, () => {
      const scope = new AsyncResource('scena-request');
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('country', null);
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request);
    request.country = options.geoip.country(request.ip);
  });
});
