import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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

export default defineConfig({
  plugins: [
    react(),
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
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
