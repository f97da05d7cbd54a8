// What a viewer's browser really downloads for the sign-in page: Debian's Chromium (headless,
// through Playwright; never a downloaded browser) opens /logowanie on the running built server in
// a fresh context (empty cache), and every JavaScript response is recorded in two phases:
//   1. first paint: the page loaded and the network idle;
//   2. form active: the user focuses the e-mail field, types an address and a password and leaves
//      the field, so the code the form loads on first use (the sign-in schema, zod and the
//      resolver) arrives; then the network is idle again.
// Each response body (as decoded by the browser, so independent of the server's own encoding) is
// gzipped here at level GZIP_LEVEL. Admin code is found through each chunk's source map.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describeChunk, gzipSize, sourceMapReference } from './bundle.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A page counts as settled after this long without a request in flight (Playwright's networkidle uses 500 ms too). */
const QUIET_MS = 500;
const IDLE_TIMEOUT_MS = 30_000;

const isJavaScript = (response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') || /\.m?js$/.test(new URL(response.url()).pathname);

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
      if (Date.now() > deadline) throw new Error(`the network did not go idle within ${IDLE_TIMEOUT_MS / 1000} s (${inFlight.size} request(s) in flight)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
};

/** The chunk's source map: from the web build on disk when the URL is the server's, otherwise over HTTP. */
const loadSourceMap = async (url, code, distDir, baseUrl) => {
  const reference = sourceMapReference(code);
  if (!reference || reference.startsWith('data:')) return null;
  const mapUrl = new URL(reference, url);
  if (mapUrl.origin === new URL(baseUrl).origin) {
    const mapFile = path.join(distDir, decodeURIComponent(mapUrl.pathname));
    if (fs.existsSync(mapFile)) return { map: JSON.parse(fs.readFileSync(mapFile, 'utf8')), mapFile };
  }
  const response = await fetch(mapUrl).catch(() => null);
  if (!response?.ok) return null;
  // Sources are relative to the map; a local stand-in path keeps them resolvable to file names.
  return { map: await response.json(), mapFile: path.join(distDir, decodeURIComponent(mapUrl.pathname)) };
};

/**
 * @param {{ baseUrl: string, distDir: string, executablePath: string, email: string, password: string, pagePath?: string }} options
 */
export const measureSignInInBrowser = async ({ baseUrl, distDir, executablePath, email, password, pagePath = '/logowanie' }) => {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'pl-PL', serviceWorkers: 'block' });
    const page = await context.newPage();
    const idle = trackNetwork(page);
    let phase = 'firstPaint';
    const phaseOf = new Map();
    page.on('request', (request) => phaseOf.set(request, phase));
    const pending = [];
    const other = { firstPaint: { count: 0, gzip: 0 }, formActive: { count: 0, gzip: 0 } };
    page.on('response', (response) => {
      if (response.status() >= 300 && response.status() < 400) return;
      const requestPhase = phaseOf.get(response.request()) ?? phase;
      pending.push(
        response.body().then(
          async (body) => {
            if (!isJavaScript(response)) {
              other[requestPhase].count += 1;
              other[requestPhase].gzip += gzipSize(body);
              return null;
            }
            const url = response.url();
            const code = body.toString('utf8');
            const chunk = describeChunk(code, await loadSourceMap(url, code, distDir, baseUrl));
            const { pathname } = new URL(url);
            return { url: pathname, phase: requestPhase, status: response.status(), bytes: body.length, gzip: gzipSize(body), ...chunk };
          },
          (error) => ({ url: response.url(), phase: requestPhase, error: String(error?.message ?? error) }),
        ),
      );
    });

    const response = await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${pagePath} answered HTTP ${response?.status()}`);
    const emailField = page.locator('input[type="email"]');
    const passwordField = page.locator('input[type="password"]');
    await emailField.waitFor({ state: 'visible' });
    await idle();

    phase = 'formActive';
    await emailField.focus();
    await emailField.pressSequentially(email, { delay: 20 });
    await passwordField.focus();
    await passwordField.pressSequentially(password, { delay: 20 });
    await passwordField.blur();
    await idle();

    const settled = await Promise.all(pending);
    const failed = settled.filter((entry) => entry?.error);
    if (failed.length > 0) throw new Error(`could not read ${failed.map((entry) => `${entry.url} (${entry.error})`).join(', ')}`);
    // One entry per URL (a preload and the import that uses it share one download).
    const byUrl = new Map();
    for (const entry of settled) if (entry && !byUrl.has(entry.url)) byUrl.set(entry.url, entry);
    const scripts = [...byUrl.values()];
    const bad = scripts.filter((script) => script.status >= 400);
    if (bad.length > 0) throw new Error(`JavaScript answered with an error: ${bad.map((script) => `${script.url} ${script.status}`).join(', ')}`);
    await context.close();
    return summarize(scripts, other);
  } finally {
    await browser.close();
  }
};

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

const summarize = (scripts, other) => {
  const strip = ({ sizes: _sizes, ...script }) => script;
  const firstPaint = scripts.filter((script) => script.phase === 'firstPaint').sort((a, b) => b.gzip - a.gzip);
  const formActive = scripts.filter((script) => script.phase === 'formActive').sort((a, b) => b.gzip - a.gzip);
  const sourceSizes = {};
  for (const script of scripts) for (const [owner, size] of Object.entries(script.sizes)) sourceSizes[owner] = (sourceSizes[owner] ?? 0) + size;
  return {
    firstPaint: { gzip: sum(firstPaint, 'gzip'), bytes: sum(firstPaint, 'bytes'), files: firstPaint.map(strip) },
    /** Added when the form became active; the totals below include the first paint. */
    formActiveAdded: { gzip: sum(formActive, 'gzip'), bytes: sum(formActive, 'bytes'), files: formActive.map(strip) },
    formActive: { gzip: sum(scripts, 'gzip'), bytes: sum(scripts, 'bytes'), count: scripts.length },
    admin: [...new Set(scripts.flatMap((script) => script.admin))],
    allowedAdmin: [...new Set(scripts.flatMap((script) => script.allowedAdmin))],
    withoutSourceMap: scripts.filter((script) => !script.hasMap).map((script) => script.url),
    nonJavaScript: other,
    /** Largest contributors by original source size (not gzip; for orientation only). */
    largestSources: Object.entries(sourceSizes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([owner, sourceBytes]) => ({ owner, sourceBytes })),
  };
};
