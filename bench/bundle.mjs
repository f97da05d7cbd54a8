// What a viewer's browser downloads for the sign-in page, from the built web app (apps/web/dist):
// the module script and modulepreload links of index.html, then every static import of those
// chunks, transitively (dynamic import() chunks are lazy routes, e.g. the admin panel, and are
// not part of the first page). Sizes are gzip level 6 (what compressing servers and CDNs use).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGET_GZIP_BYTES = 170 * 1024;

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;

/** Static `import … from "x"`, `import "x"` and `export … from "x"` (not `import("x")`, not `import.meta`). */
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{][^;"'()]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

export const staticImports = (code) => [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);

/** Packages that make up the admin UI kit; none of them may reach a viewer's first page. */
const ADMIN_PACKAGES = /node_modules\/(antd|@ant-design\/|rc-[\w-]+\/|@rc-component\/)/;

/** `node_modules/@scope/name/…` → `@scope/name`; our own files → `(app) <first folders>`. */
const sourceOwner = (source) => {
  if (!source.includes('node_modules/')) return `(app) ${source.replace(/^(\.\.\/)+/, '').split('/').slice(0, 3).join('/')}`;
  const rest = source.replace(/^.*node_modules\//, '').split('/');
  return rest[0].startsWith('@') ? rest.slice(0, 2).join('/') : rest[0];
};

/**
 * What a chunk was built from, by its source map: the sources (to find admin code) and, per
 * package, the size of the original source (a rough guide to what to trim, before minification).
 */
const sourcesOf = (file, code) => {
  const mapFile = `${file}.map`;
  if (fs.existsSync(mapFile)) {
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    const sizes = {};
    (map.sources ?? []).forEach((source, index) => {
      const owner = sourceOwner(source);
      sizes[owner] = (sizes[owner] ?? 0) + (map.sourcesContent?.[index]?.length ?? 0);
    });
    return { sources: map.sources ?? [], sizes };
  }
  // Without a source map, look for antd's own markers (its CSS class prefix and component names).
  return { sources: /["'.]ant-(btn|form|table|drawer|modal)\b/.test(code) ? ['node_modules/antd (marker in code)'] : [], sizes: {} };
};

/**
 * @param {string} dist the web build (apps/web/dist)
 * @returns {{ entries: string[], files: Array<{ file: string, bytes: number, gzip: number, admin: string[] }>, totalGzip: number, totalBytes: number, css: Array<{ file: string, gzip: number }>, adminPackages: string[], largestSources: Array<{ owner: string, sourceBytes: number }> }}
 */
export const measureFirstPage = (dist) => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
  ];
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => {
    const file = path.join(dist, match[1].replace(/^\//, ''));
    return { file: match[1], gzip: gzipSize(fs.readFileSync(file)) };
  });

  const seen = new Map();
  const sourceSizes = {};
  const visit = (url, fromFile) => {
    const file = url.startsWith('/') ? path.resolve(dist, url.slice(1)) : path.resolve(path.dirname(fromFile), url);
    if (seen.has(file)) return;
    const code = fs.readFileSync(file);
    const text = code.toString('utf8');
    const { sources, sizes } = sourcesOf(file, text);
    for (const [owner, size] of Object.entries(sizes)) sourceSizes[owner] = (sourceSizes[owner] ?? 0) + size;
    seen.set(file, {
      file: path.relative(dist, file),
      bytes: code.length,
      gzip: gzipSize(code),
      admin: [...new Set(sources.filter((source) => ADMIN_PACKAGES.test(source)).map(sourceOwner))],
    });
    for (const next of staticImports(text)) visit(next, file);
  };
  for (const entry of entries) visit(entry, path.join(dist, 'index.html'));

  const files = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    entries,
    files,
    totalGzip: files.reduce((sum, file) => sum + file.gzip, 0),
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    css,
    adminPackages: [...new Set(files.flatMap((file) => file.admin))],
    /** Largest contributors by original source size (not gzip; for orientation only). */
    largestSources: Object.entries(sourceSizes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([owner, bytes]) => ({ owner, sourceBytes: bytes })),
  };
};
