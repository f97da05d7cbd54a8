import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './encoding';
import { entityTag } from './etag';
import { sendStored } from './send-stored';

/**
 * The built app's hashed assets (`/assets/<name>-<hash>.<ext>`) from memory. A premiere night's
 * first visitors each fetch the same dozen chunks; @fastify/static looks every one up on disk per
 * request (stat, open, stream) and served them at a fifth of `/api/health`'s rate in the read-path
 * bench's static twin, while a cached JSON answer of the same size reaches about all of it. A
 * hashed name never changes content (the build gives new content a new name), so a file read once
 * is served from memory for the life of the process: the file and the .br and .gz the build wrote
 * beside it, the best one the browser accepts (brotli, then gzip, by their q-values), with
 * `Vary: Accept-Encoding`, a year's immutable cache, an ETag and 304 (sendStored, like every stored
 * answer). Everything else (index.html, other files, a type not listed below) stays with
 * @fastify/static, looked up per request, so a rebuilt app is served without a restart; a missing
 * asset is our 404 (never index.html). SPEED_OFF=assets-memory leaves /assets to @fastify/static.
 */

/** The types the web build emits into assets/; any other file goes to @fastify/static. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.wasm': 'application/wasm',
};
/** A plain file name in assets/ (no directories, no dot files). */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
/** What the process keeps at most (the whole build is about 5 MB with its .br and .gz). */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

interface CachedAsset {
  type: string;
  /** The entity tag of the file's bytes; sent weak, `W/"…"`: one validator for the three encodings. */
  tag: string;
  lastModified: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const readIfPresent = (file: string): Promise<Buffer | null> => fs.readFile(file).catch(() => null);

export const webAssetsFromMemory = async (app: FastifyInstance, root: string): Promise<void> => {
  const dir = path.join(root, 'assets');
  const cache = new Map<string, CachedAsset>();
  let cachedBytes = 0;

  const load = async (name: string, type: string): Promise<CachedAsset | null> => {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const [identity, br, gzip] = await Promise.all([
      fs.readFile(file),
      readIfPresent(`${file}.br`),
      readIfPresent(`${file}.gz`),
    ]);
    const asset: CachedAsset = {
      type,
      tag: entityTag(identity),
      lastModified: stat.mtime.toUTCString(),
      identity,
      br,
      gzip,
    };
    const size = identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (cachedBytes + size <= MAX_CACHED_BYTES) {
      cache.set(name, asset);
      cachedBytes += size;
    }
    return asset;
  };

  const serve = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = request.params['*'];
    const type = TYPES[path.extname(name).toLowerCase()];
    if (!ASSET_NAME.test(name) || !type) return reply.sendFile(`assets/${name}`);
    const asset = cache.get(name) ?? (await load(name, type));
    if (!asset) return reply.callNotFound();
    const offered = (['br', 'gzip'] as const).filter((coding) => asset[coding]);
    return sendStored(
      request,
      reply,
      asset.tag,
      (codings) => {
        const encoding = preferredEncoding(codings, offered);
        return { encoding, body: (encoding && asset[encoding]) || asset.identity };
      },
      {
        type: asset.type,
        cacheControl: 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
        weak: true,
        lastModified: asset.lastModified,
      },
    );
  };

  app.get('/assets/*', serve);
};
