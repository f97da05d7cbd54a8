// The sign-in page's JavaScript, read from the built web app (apps/web/dist) without a browser:
// the scripts and modulepreload links of index.html, then every static import of those
// chunks, transitively. Dynamic import() chunks are not followed, so this misses what the page
// loads later (the sign-in form's validation code, loaded when the user reaches the form); the
// real measurement is bench/browser-bundle.mjs, and this one stays as a cross-check of its first
// paint (same files, same uncompressed bytes). Also home to what both share: the budget and how
// admin code is found.
import fs from 'node:fs';
import path from 'node:path';

/** 170 KB of JavaScript on the wire (as the server sends it to a browser), 1 KB = 1024 bytes. */
export const BUDGET_WIRE_BYTES = 170 * 1024;

/** Static `import … from "x"`, `import "x"` and `export … from "x"` (not `import("x")`, not `import.meta`). */
const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{][^;"'()]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

export const staticImports = (code) => [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);

/** Packages that make up the admin UI kit; none of them may reach a viewer's page. */
const ADMIN_PACKAGES = /node_modules\/(antd|@ant-design\/|rc-[\w-]+\/|@rc-component\/)/;
/** The admin panel's own files: the panel, its UI kit wrappers and every feature's admin screens. */
const ADMIN_APP_FILES = /apps\/web\/src\/(app\/admin\/|components\/admin-kit\/|features\/[^/]+\/admin\/)/;
/**
 * Admin-area files a viewer's page may hold, and why. The menu's section registry is only view
 * keys and lazy() handles (each screen is its own chunk); the shared layout imports it to show the
 * admin menu to admins. Anything else under the admin folders counts as admin code.
 */
const ALLOWED_ADMIN_APP_FILES = [/apps\/web\/src\/app\/admin\/sections\.tsx$/];

/**
 * antd's own markers, for chunks without a source map: class names (v4), the strings its runtime
 * styling and icons carry (v5 and v6 build class names from a prefix, so those are not literal).
 */
const ANTD_MARKER = /["'`.]ant-(btn|form|table|drawer|modal)\b|@ant-design\/|[`"']antd[`"'-]|data-rc-order/;

/**
 * zod, classic or mini: the first load of the sign-in page and of the public home carries none
 * (ARCHITECTURE rule 7). Its schemas are built when their module is evaluated, main-thread time a
 * phone pays before the first picture although nothing parses there; the web calls first-load
 * endpoints through zod-free routes (packages/shared/src/*.routes.ts).
 */
const ZOD_FILES = /node_modules\/zod\/(.*)$/;
/** zod's own marker, for chunks without a source map: every schema class is named `$Zod…` in a string. */
const ZOD_MARKER = /["'`]\$Zod[A-Z]\w*["'`]/;

/** `node_modules/@scope/name/…` → `@scope/name`; our own files → `(app) <first folders>`. */
export const sourceOwner = (source) => {
  if (!source.includes('node_modules/')) {
    const inRepo = source.replace(/^.*?\/(apps|packages)\//, '$1/').replace(/^(\.\.\/)+/, '');
    return `(app) ${inRepo.split('/').slice(0, 3).join('/')}`;
  }
  const rest = source.replace(/^.*node_modules\//, '').split('/');
  return rest[0].startsWith('@') ? rest.slice(0, 2).join('/') : rest[0];
};

/** Where a chunk's source map is: its `sourceMappingURL` comment, resolved against the chunk's own location. */
export const sourceMapReference = (code) =>
  /\/\/[#@] sourceMappingURL=(\S+)\s*$/.exec(code.slice(-500))?.[1] ?? null;

/**
 * What a chunk was built from: admin code in it (package names and admin panel files) and, per
 * owner, the size of the original source (a rough guide to what to trim, before minification).
 * @param {string} code the chunk
 * @param {{ map: any, mapFile: string } | null} sourceMap the parsed map and where it lies on disk
 */
export const describeChunk = (code, sourceMap) => {
  if (!sourceMap) {
    return {
      admin: ANTD_MARKER.test(code) ? ['antd (marker in code, no source map)'] : [],
      allowedAdmin: [],
      zod: ZOD_MARKER.test(code) ? ['zod (marker in code, no source map)'] : [],
      sizes: {},
      hasMap: false,
    };
  }
  const { map, mapFile } = sourceMap;
  const admin = new Set();
  const allowedAdmin = new Set();
  const zod = new Set();
  const sizes = {};
  (map.sources ?? []).forEach((source, index) => {
    // Absolute, so the patterns hold wherever the build was written (apps/web/dist or a temp dir).
    const file = path
      .resolve(path.dirname(mapFile), map.sourceRoot ?? '', source)
      .split(path.sep)
      .join('/');
    const owner = sourceOwner(file);
    sizes[owner] = (sizes[owner] ?? 0) + (map.sourcesContent?.[index]?.length ?? 0);
    const appFile = file.replace(/^.*?(apps\/web\/src\/)/, '$1');
    const zodFile = ZOD_FILES.exec(file)?.[1];
    if (zodFile) zod.add(`zod/${zodFile}`);
    if (ADMIN_PACKAGES.test(file)) admin.add(owner);
    else if (ALLOWED_ADMIN_APP_FILES.some((allowed) => allowed.test(file))) allowedAdmin.add(appFile);
    else if (ADMIN_APP_FILES.test(file)) admin.add(appFile);
  });
  return { admin: [...admin], allowedAdmin: [...allowedAdmin], zod: [...zod], sizes, hasMap: true };
};

/**
 * A chunk's map: in the maps folder at the chunk's place (the build keeps maps out of the served
 * dist; see apps/web/vite.config.ts), else the file its sourceMappingURL names or `<chunk>.map`.
 */
export const readLocalSourceMap = (file, code, { dist, mapsDir } = {}) => {
  const reference = sourceMapReference(code);
  const candidates = [
    dist && mapsDir ? path.join(mapsDir, `${path.relative(dist, file)}.map`) : null,
    reference && !/^(data|https?):/.test(reference) ? path.resolve(path.dirname(file), reference) : null,
    `${file}.map`,
  ];
  for (const mapFile of candidates) {
    if (mapFile && fs.existsSync(mapFile))
      return { map: JSON.parse(fs.readFileSync(mapFile, 'utf8')), mapFile };
  }
  return null;
};

/**
 * @param {string} dist the web build (apps/web/dist)
 * @param {string} mapsDir its source maps (apps/web/dist-maps)
 * @returns {{ entries: string[], files: Array<{ file: string, bytes: number, admin: string[], zod: string[] }>, totalBytes: number, css: string[], adminPackages: string[], zod: string[], entryImports: string[] }}
 */
export const measureFirstPage = (dist, mapsDir) => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [
    // The module entry and the classic scripts (/preload.js) alike.
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
  ];
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

  const seen = new Map();
  const visit = (url, fromFile) => {
    const file = url.startsWith('/')
      ? path.resolve(dist, url.slice(1))
      : path.resolve(path.dirname(fromFile), url);
    if (seen.has(file)) return;
    const code = fs.readFileSync(file);
    const text = code.toString('utf8');
    const { admin, zod } = describeChunk(text, readLocalSourceMap(file, text, { dist, mapsDir }));
    seen.set(file, { file: path.relative(dist, file), bytes: code.length, admin, zod });
    for (const next of staticImports(text)) visit(next, file);
  };
  for (const entry of entries) visit(entry, path.join(dist, 'index.html'));

  const files = [...seen.values()].sort((a, b) => b.bytes - a.bytes);
  const moduleEntry = /<script[^>]*type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  return {
    entries,
    /** Chunks the app's entry imports: every page fetches them before the app runs (the entry is meant to be one file). */
    entryImports: moduleEntry
      ? staticImports(fs.readFileSync(path.resolve(dist, moduleEntry.replace(/^\//, '')), 'utf8'))
      : [],
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    css,
    adminPackages: [...new Set(files.flatMap((file) => file.admin))],
    zod: [...new Set(files.flatMap((file) => file.zod))],
  };
};
