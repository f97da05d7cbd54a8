// Bundles the server into dist/server.js, and the PGlite thread (src/db/pglite-worker.ts) into
// dist/pglite-worker.js beside it, where src/db/pglite-thread.ts looks for it. Our own TypeScript (the server and @scena/shared, which
// ships as source) is compiled in; every npm package stays external and loads from node_modules,
// so native and data-carrying packages (argon2, sharp, PGlite, the geo-IP database) work unchanged.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Bare specifiers are external unless they are one of our workspaces (TypeScript source). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@scena/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`server bundle: apps/server/dist/server.js, pglite-worker.js (${Date.now() - started} ms)`);
