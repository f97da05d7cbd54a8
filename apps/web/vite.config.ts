import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/experimental';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { preloadScript as PreloadScript } from './src/app/preload/script';
// Relative, not @scena/shared: the config is bundled on load, a workspace package would be imported as raw TypeScript.
import { IMAGE_WIDTHS } from '../../packages/shared/src/images';

/**
 * Source maps hold the whole app's source, admin panel included, so they never go into the served
 * build: 'hidden' maps carry no sourceMappingURL comment, and this moves every .map file from the
 * build to `<outDir>-maps/` (apps/web/dist-maps), at the same depth, so the sources they name
 * still resolve. The bench reads them there to find admin code in viewer pages.
 */
const sourceMapsOutsideBuild = (): Plugin => ({
  name: 'scena:source-maps-outside-build',
  apply: 'build',
  writeBundle: {
    // After every other plugin has written (the compression plugin writes .br/.gz in this hook too).
    order: 'post',
    handler(options) {
      const outDir = path.resolve(options.dir ?? 'dist');
      const mapsDir = `${outDir}-maps`;
      fs.rmSync(mapsDir, { recursive: true, force: true });
      for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue;
        fs.mkdirSync(path.dirname(path.join(mapsDir, file)), { recursive: true });
        fs.renameSync(path.join(outDir, file), path.join(mapsDir, file));
      }
    },
  },
});

/**
 * /preload.js (index.html loads it before the app's code): src/app/preload/runtime.js with the
 * plan of src/app/preload/plan.ts written in, so its addresses come from the route table and the
 * endpoint descriptors. The plan imports app and shared TypeScript, which this bundled config
 * cannot, so it is loaded through Vite's module runner. Minified: it counts in the entry's bytes.
 */
const preloadScript = (): Plugin => {
  const load = async () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const { module } = await runnerImport<{ preloadScript: typeof PreloadScript }>(
      path.join(root, 'src/app/preload/script.ts'),
      { configFile: false, root, logLevel: 'error' },
    );
    return module.preloadScript();
  };
  let building = false;
  return {
    name: 'scena:preload-script',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const { code } = minifySync('preload.js', await load(), { compress: true, mangle: true });
      this.emitFile({ type: 'asset', fileName: 'preload.js', source: code });
    },
    configureServer(server) {
      const script = load();
      server.middlewares.use('/preload.js', (_request, response, next) => {
        script.then((text) => {
          response.setHeader('content-type', 'text/javascript');
          response.end(text);
        }, next);
      });
    },
  };
};

/**
 * What goes into the home chunk (build.rolldownOptions below); the entry's own modules stay in the
 * entry. A group takes what its modules import too, so only zod-free shared modules are named here
 * (the catalogue's routes, not its contracts or descriptors): one schema module would bring zod
 * onto the home's first load (bench/bundle.mjs refuses it).
 */
const HOME_CHUNK =
  /\/apps\/web\/src\/(app\/pages\/(Public)?HomePage\.tsx|features\/catalog\/(components\/|pages\/|api\/(public[A-Z][A-Za-z]+|keys|prefetchHome)\.ts)|features\/content\/api\/home-config\.ts)|\/packages\/shared\/src\/(catalog\.routes|app-config-defaults|time|images|money)\.ts$/;

/** The modules main.tsx loads at once on the public home (its page and the reads it prefetches). */
const HOME_MODULES = [
  'src/app/pages/PublicHomePage.tsx',
  'src/features/catalog/api/prefetchHome.ts',
  'src/features/content/api/home-config.ts',
];
/** The event and video pages' own module (routes.tsx loads it lazily). */
const ITEM_MODULES = ['src/app/pages/ItemPage.tsx'];
/** The sign-in page (lazy too, so the entry carries no form code). */
const SIGN_IN_MODULES = ['src/features/auth/pages/SignInPage.tsx'];

/**
 * Lists, in index.html, the chunks (JS and CSS, with what they import, minus the entry) of the
 * public home (`<meta name="scena-home-chunks">`), of the event and video pages
 * (`scena-item-chunks`) and of the sign-in page (`scena-sign-in-chunks`), so /preload.js (src/app/preload)
 * can fetch a page's code beside the entry rather than after it has run (one round trip less
 * before the first picture), and the srcset widths (`scena-image-widths`) it asks the first
 * picture at.
 */
const chunksInHtml = (): Plugin => ({
  name: 'scena:chunks-in-html',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunksOf = (modules: string[], what: string): string => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
          chunk.imports.forEach(visit);
        };
        const holds = (id: string) =>
          modules.some((module) => id.replaceAll('\\', '/').endsWith(`/apps/web/${module}`));
        for (const chunk of chunks) if (chunk.moduleIds.some(holds)) visit(chunk.fileName);
        if (files.size === 0)
          throw new Error(`chunksInHtml: the ${what} chunks were not found (${modules.join(', ')})`);
        return [...files].map((file) => `/${file}`).join(' ');
      };
      const home = chunksOf(HOME_MODULES, 'public home');
      const item = chunksOf(ITEM_MODULES, 'item page');
      const signIn = chunksOf(SIGN_IN_MODULES, 'sign-in page');
      // Right after the charset (which must come first), before the script that reads it.
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`chunksInHtml: index.html has no ${charset}`);
      return html.replace(
        charset,
        `${charset}\n    <meta name="scena-home-chunks" content="${home}" />\n    <meta name="scena-item-chunks" content="${item}" />\n    <meta name="scena-sign-in-chunks" content="${signIn}" />\n    <meta name="scena-image-widths" content="${IMAGE_WIDTHS.join(' ')}" />`,
      );
    },
  },
});

export default defineConfig({
  plugins: [
    react(),
    preloadScript(),
    // Every compressible file of the build (JS, CSS, HTML, JSON, SVG; public/ included) also as
    // .br (quality 11) and .gz (level 9), made once here so the server sends them without
    // compressing per request (@fastify/static preCompressed). A file that would not shrink keeps
    // only its original.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      exclude: [/\.map$/],
      logLevel: 'silent',
    }),
    sourceMapsOutsideBuild(),
    chunksInHtml(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/external_api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // Viewer pages must not pull admin code (antd); it is split by route-level lazy imports.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk. Without this, automatic chunking may put a
          // module the entry needs (shared constants) into a common chunk with lazily loaded code
          // (zod and the contracts), and the first page would load both.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The public home's own code (page, blocks, reads) in one chunk instead of ten: over
            // HTTP/1.1 (6 connections) each small file cost a slow phone a round trip before the page
            // could draw. zod and the contracts stay in lazy chunks (sign-in form, sign-up, admin).
            { name: 'home', test: HOME_CHUNK, priority: 1 },
          ],
        },
      },
    },
  },
});
