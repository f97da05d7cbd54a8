import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text types worth compressing on the fly: @fastify/compress's default list without
 * `application/octet-stream` (stored files and media are served with their own type, and a
 * stream of unknown bytes is usually already compressed). Types not matched here fall back to
 * mime-db's `compressible` flag, which is false for images, video, fonts and archives.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)/u;

/**
 * Compresses responses per request: JSON API answers from 1 KB up, brotli (quality 4: fast) or
 * gzip, whichever the client prefers. The built web app is compressed at build time instead
 * (plugins/web-static.ts serves its .br/.gz files), so this skips anything that already has a
 * Content-Encoding. Partial content (206) and bodies below the threshold go out as they are;
 * request bodies are never decompressed (a compressed upload could expand past the body limit).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
});
