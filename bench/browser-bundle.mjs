// What a viewer's browser really downloads for a page: Debian's Chromium (headless, through
// Playwright; never a downloaded browser) opens the page on the running built server in a fresh
// context (empty cache), and every response is recorded, in up to two phases:
//   1. first paint: the page loaded and the network idle;
//   2. active (the sign-in page): the user focuses the e-mail field, types an address and a
//      password and leaves the field, so the code the form loads on first use (the sign-in schema,
//      zod and the resolver) arrives; then the network is idle again.
// Sizes are the server's own: Chromium's transferred body size (encoded, as it came over the
// wire), and each JavaScript URL fetched again with a browser's Accept-Encoding and without
// compression (bench/wire.mjs). Admin code is found through each chunk's source map, read from the
// build's maps folder (apps/web/dist-maps: the maps are never served).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { describeChunk } from './bundle.mjs';
import { NO_COMPRESSION, measureWire, wireSize } from './wire.mjs';

/** A page counts as settled after this long without a request in flight (Playwright's networkidle uses 500 ms too). */
const QUIET_MS = 500;
const IDLE_TIMEOUT_MS = 30_000;

const isJavaScript = (response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js$/.test(new URL(response.url()).pathname);

/** Counts requests in flight; `idle()` resolves once none has been for QUIET_MS. */
const trackNetwork = (page) => {
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + IDLE_TIMEOUT_MS;
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(
          `the network did not go idle within ${IDLE_TIMEOUT_MS / 1000} s (${inFlight.size} request(s) in flight)`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
};

/** The chunk's source map from the maps folder (`<maps>/assets/x.js.map` for `/assets/x.js`), if built. */
const loadSourceMap = (pathname, mapsDir) => {
  const mapFile = path.join(mapsDir, `${decodeURIComponent(pathname)}.map`);
  return fs.existsSync(mapFile) ? { map: JSON.parse(fs.readFileSync(mapFile, 'utf8')), mapFile } : null;
};

/**
 * @param {{ baseUrl: string, mapsDir: string, executablePath: string, pagePath: string, ready: string, activate?: (page: import('@playwright/test').Page) => Promise<void> }} options
 *   ready: a selector that is visible once the page has rendered; activate: what the user does in phase 2
 */
export const measurePageInBrowser = async ({
  baseUrl,
  mapsDir,
  executablePath,
  pagePath,
  ready,
  activate,
}) => {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  let recorded;
  try {
    const context = await browser.newContext({ locale: 'pl-PL', serviceWorkers: 'block' });
    const page = await context.newPage();
    const idle = trackNetwork(page);
    let phase = 'firstPaint';
    const phaseOf = new Map();
    page.on('request', (request) => phaseOf.set(request, phase));
    const pending = [];
    page.on('response', (response) => {
      if (response.status() >= 300 && response.status() < 400) return;
      const requestPhase = phaseOf.get(response.request()) ?? phase;
      const { pathname } = new URL(response.url());
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({
            url: pathname,
            phase: requestPhase,
            status: response.status(),
            javascript: isJavaScript(response),
            bytes: body.length,
            transferred: sizes.responseBodySize,
            code: isJavaScript(response) ? body.toString('utf8') : null,
          }),
          (error) => ({ url: pathname, phase: requestPhase, error: String(error?.message ?? error) }),
        ),
      );
    });

    const response = await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${pagePath} answered HTTP ${response?.status()}`);
    await page.locator(ready).first().waitFor({ state: 'visible' });
    await idle();
    if (activate) {
      phase = 'active';
      await activate(page);
      await idle();
    }
    recorded = await Promise.all(pending);
    await context.close();
  } finally {
    await browser.close();
  }
  const failed = recorded.filter((entry) => entry.error);
  if (failed.length > 0)
    throw new Error(`could not read ${failed.map((entry) => `${entry.url} (${entry.error})`).join(', ')}`);
  // One entry per URL (a preload and the import that uses it share one download).
  const byUrl = new Map();
  for (const entry of recorded) if (!byUrl.has(entry.url)) byUrl.set(entry.url, entry);
  const entries = [...byUrl.values()];
  const bad = entries.filter((entry) => entry.javascript && entry.status >= 400);
  if (bad.length > 0)
    throw new Error(
      `JavaScript answered with an error: ${bad.map((entry) => `${entry.url} ${entry.status}`).join(', ')}`,
    );
  // JavaScript is fetched again as a browser and as a client without compression; other answers
  // (API calls among them, some not GETs) keep what Chromium saw.
  const scripts = entries.filter((entry) => entry.javascript);
  const wire = await measureWire(
    baseUrl,
    scripts.map((entry) => entry.url),
  );
  const files = entries.map(({ code, ...entry }) =>
    code === null
      ? { ...entry, wire: entry.transferred, identity: entry.bytes }
      : { ...entry, ...wire.get(entry.url), ...describeChunk(code, loadSourceMap(entry.url, mapsDir)) },
  );
  const mapsServed = [];
  for (const script of scripts)
    if ((await wireSize(new URL(`${script.url}.map`, baseUrl).href, NO_COMPRESSION)).status === 200)
      mapsServed.push(`${script.url}.map`);
  return { ...summarize(files), mapsServed };
};

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
const totals = (list) => ({
  wire: sum(list, 'wire'),
  identity: sum(list, 'identity'),
  transferred: sum(list, 'transferred'),
  count: list.length,
});

const summarize = (files) => {
  const strip = ({ sizes: _sizes, javascript: _javascript, ...file }) => file;
  const scripts = files.filter((file) => file.javascript).sort((a, b) => b.wire - a.wire);
  const firstPaint = scripts.filter((file) => file.phase === 'firstPaint');
  const added = scripts.filter((file) => file.phase === 'active');
  const other = files.filter((file) => !file.javascript);
  const sourceSizes = {};
  for (const script of scripts)
    for (const [owner, size] of Object.entries(script.sizes))
      sourceSizes[owner] = (sourceSizes[owner] ?? 0) + size;
  return {
    firstPaint: { ...totals(firstPaint), files: firstPaint.map(strip) },
    /** Added when the page became active (the sign-in form); `active` below includes the first paint. */
    activeAdded: { ...totals(added), files: added.map(strip) },
    active: totals(scripts),
    /** JavaScript the server sent without Content-Encoding although the browser accepts br and gzip. */
    uncompressed: scripts
      .filter((script) => script.encoding === 'identity' && script.identity >= 1024)
      .map((script) => script.url),
    /**
     * JavaScript compressed per request instead of sent as the build's .br/.gz file. Not under
     * 1 KiB: the build keeps only the original of a file that compressing does not shrink.
     */
    notPrecompressed: scripts
      .filter((script) => script.encoding !== 'identity' && !script.precompressed && script.identity >= 1024)
      .map((script) => script.url),
    admin: [...new Set(scripts.flatMap((script) => script.admin))],
    allowedAdmin: [...new Set(scripts.flatMap((script) => script.allowedAdmin))],
    /** zod files in the first paint's JavaScript (the sign-in form may load its schema later, when used). */
    firstPaintZod: [...new Set(firstPaint.flatMap((script) => script.zod))],
    withoutSourceMap: scripts.filter((script) => !script.hasMap).map((script) => script.url),
    /** HTML, CSS, translations, API answers: reported, not budgeted. */
    nonJavaScript: { ...totals(other), files: other.map(strip) },
    /** Largest contributors by original source size (before minification; for orientation only). */
    largestSources: Object.entries(sourceSizes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([owner, sourceBytes]) => ({ owner, sourceBytes })),
  };
};
