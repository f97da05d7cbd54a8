import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { access } from '@scena/shared/http/endpoint';
import type { Config } from '../config';
import { declareAccessWhile } from '../http/access';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/web/dist seen from src/plugins (tsx, tests) or from dist/server.js (the bundle). */
const defaultDistDirs = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];

export const webDistDir = (config: Config): string =>
  path.resolve(
    config.WEB_DIST_DIR ??
      defaultDistDirs.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ??
      defaultDistDirs[0]!,
  );

/**
 * Serves the built web app and answers unknown non-API GETs with index.html (SPA fallback), so
 * deep links work. Hashed assets are cached for a year; index.html never. The build holds each
 * compressible file also as .br and .gz (apps/web/vite.config.ts): the best one the browser
 * accepts is sent (brotli, then gzip, else the file itself), always with Vary: Accept-Encoding,
 * and reply.sendFile (the SPA fallback) picks the same way. Source maps are not in the build.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const root = webDistDir(options.config);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built (${root}); run "npm run build" to serve it`);
    return;
  }
  await declareAccessWhile(app, access.public('the built web app'), async () => {
    await app.register(fastifyStatic, {
      root,
      // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // '/' is the root directory: serve the app's page for it (the SPA fallback only sees missing paths).
      index: 'index.html',
      preCompressed: true,
      // Maps hold the whole app's source (admin panel included): never served, even from an older
      // build that still has them beside the chunks.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  });
  app.decorate('spaFallback', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    spaFallback?: boolean;
  }
}
