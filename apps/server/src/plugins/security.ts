import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { videoObjectOrigins } from '../adapters/video-host';

/**
 * Security headers with a strict CSP: scripts only from our origin (no inline scripts: the
 * session token is readable by JS, so CSP is our main XSS backstop), frames only from the
 * configured video/chat hosts. Inline styles are allowed because the admin UI kit injects them.
 *
 * The headers are the same for every answer (no per-route policy, no nonces), so helmet runs once,
 * at start, into a plain object that every request copies. @fastify/helmet built helmet's
 * middleware again for each request (the CSP string included): about 6 % of the server's CPU on
 * the read path.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const frameHosts = options.config.IFRAME_HOSTS.map((host) => `https://${host}`);
  // Uploaded images redirect to a public bucket when S3_PUBLIC_URL is set (adapters/storage).
  const imageHosts =
    options.config.STORAGE === 's3' && options.config.S3_PUBLIC_URL
      ? [new URL(options.config.S3_PUBLIC_URL).origin]
      : [];
  // With VIDEO_HOST=vimeo the admin's browser sends the bytes to Vimeo's tus host (upload_link).
  const uploadHosts = options.config.VIDEO_HOST === 'vimeo' ? ['https://*.vimeo.com'] : [];
  // Hosted video from a bucket: the player fetches presigned segments and files from it.
  const mediaHosts = videoObjectOrigins(options.config);
  const helmetOptions: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageHosts],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...uploadHosts, ...mediaHosts],
        mediaSrc: ["'self'", 'blob:', ...mediaHosts],
        frameSrc: ["'self'", ...frameHosts],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: options.config.NODE_ENV === 'production' ? [] : null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  const headers = securityHeaders(helmetOptions);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // API answers carry personal data and tokens: never cache them. Stored answers (route option
  // `cache`) set their own: public for guests, private otherwise (http/stored-answers/shared-cache.ts).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});

/** What helmet's middleware sets with these options, as a header object (it removes X-Powered-By, which Fastify never sends). */
export const securityHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};
