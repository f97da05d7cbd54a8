import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers with a strict CSP: scripts only from our origin (no inline scripts: the
 * session token is readable by JS, so CSP is our main XSS backstop), frames only from the
 * configured video/chat hosts. Inline styles are allowed because the admin UI kit injects them.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const frameHosts = options.config.IFRAME_HOSTS.map((host) => `https://${host}`);
  // Uploaded images redirect to a public bucket when S3_PUBLIC_URL is set (adapters/storage).
  const imageHosts = options.config.STORAGE === 's3' && options.config.S3_PUBLIC_URL ? [new URL(options.config.S3_PUBLIC_URL).origin] : [];
  // With VIDEO_HOST=vimeo the admin's browser sends the bytes to Vimeo's tus host (upload_link).
  const uploadHosts = options.config.VIDEO_HOST === 'vimeo' ? ['https://*.vimeo.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageHosts],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...uploadHosts],
        mediaSrc: ["'self'", 'blob:'],
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
  });
  // API answers carry personal data and tokens: never cache them. Shared public answers
  // (route option `cache`) set their own `private, no-cache` with an ETag.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
