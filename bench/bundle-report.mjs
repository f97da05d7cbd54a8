// Prints the sign-in page's JavaScript (browser measurement, with the static estimate beside it as a
// cross-check), judges it against the budget and the no-admin-code rule, and writes
// bench/results/bundle.json. Returns the problems found (empty when within budget).
import fs from 'node:fs';
import path from 'node:path';
import { BUDGET_GZIP_BYTES, GZIP_LEVEL } from './bundle.mjs';
import { bold, dim } from '../scripts/lib/util.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const PHASE = { firstPaint: 'first paint', formActive: 'form active' };

/** A short form of a list of admin sources: packages by scope, our files by folder, with counts. */
const compactAdmin = (list) => {
  const groups = new Map();
  for (const item of list) {
    const group = item
      .replace(/^(@ant-design|@rc-component)\/.*/, '$1/*')
      .replace(/^rc-.*/, 'rc-*')
      .replace(/^apps\/web\/src\/(components\/admin-kit|features\/[^/]+\/admin|app\/admin)\/.*/, '$1/');
    groups.set(group, (groups.get(group) ?? 0) + 1);
  }
  return [...groups].map(([group, count]) => (count > 1 ? `${group} (${count})` : group)).join(', ');
};

/**
 * @param {{ browser: Awaited<ReturnType<typeof import('./browser-bundle.mjs').measureSignInInBrowser>>, staticEstimate: ReturnType<typeof import('./bundle.mjs').measureFirstPage>, webDist: string, pagePath: string, resultsDir: string }} options
 */
export const reportBundle = ({ browser, staticEstimate, webDist, pagePath, resultsDir }) => {
  const problems = [];
  const files = [...browser.firstPaint.files, ...browser.formActiveAdded.files];
  console.log(`JavaScript responses of ${pagePath} in Chromium (fresh context), gzip level ${GZIP_LEVEL} of each body; 1 KiB = 1024 bytes.`);
  console.table(
    files.map((file) => ({ phase: PHASE[file.phase], chunk: file.url, raw: kib(file.bytes), gzip: kib(file.gzip), admin: compactAdmin(file.admin) })),
  );
  const staticMatches = staticEstimate.totalGzip === browser.firstPaint.gzip;
  console.table({
    'first paint': { gzip: kib(browser.firstPaint.gzip), raw: kib(browser.firstPaint.bytes), files: browser.firstPaint.files.length },
    '+ form active (lazy)': { gzip: kib(browser.formActiveAdded.gzip), raw: kib(browser.formActiveAdded.bytes), files: browser.formActiveAdded.files.length },
    'form active (total, budgeted)': { gzip: kib(browser.formActive.gzip), raw: kib(browser.formActive.bytes), files: browser.formActive.count },
    'static estimate (index.html + static imports)': { gzip: kib(staticEstimate.totalGzip), raw: kib(staticEstimate.totalBytes), files: staticEstimate.files.length },
  });
  const headroom = BUDGET_GZIP_BYTES - browser.formActive.gzip;
  console.log(
    `Sign-in page with the form active: ${bold(kib(browser.formActive.gzip))} gzip (${browser.formActive.gzip} bytes) of JavaScript; ` +
      `budget ${kib(BUDGET_GZIP_BYTES)} (170 × 1024 = ${BUDGET_GZIP_BYTES} bytes); ` +
      (headroom >= 0 ? `${kib(headroom)} to spare.` : `${kib(-headroom)} over.`),
  );
  console.log(
    dim(
      staticMatches
        ? 'Cross-check: the static estimate equals the first paint the browser loaded.'
        : `Cross-check: the static estimate (${kib(staticEstimate.totalGzip)}) differs from the first paint (${kib(browser.firstPaint.gzip)}): ` +
            'the page loads chunks index.html does not name, or names chunks it does not use.',
    ),
  );
  const other = browser.nonJavaScript;
  console.log(
    dim(
      `Other responses (HTML, CSS, translations, API), gzip: first paint ${kib(other.firstPaint.gzip)} in ${other.firstPaint.count}, ` +
        `form active ${kib(other.formActive.gzip)} in ${other.formActive.count} (not budgeted).`,
    ),
  );
  console.log(
    'Largest parts by original source size (before minification; where to look first): ' +
      browser.largestSources.slice(0, 8).map((entry) => `${entry.owner} ${kib(entry.sourceBytes)}`).join(', '),
  );
  if (browser.allowedAdmin.length > 0) {
    console.log(dim(`Admin-area files allowed on viewer pages (no admin UI in them; see bench/bundle.mjs): ${browser.allowedAdmin.join(', ')}`));
  }
  if (browser.withoutSourceMap.length > 0) {
    console.log(dim(`Without a source map (checked for antd markers only): ${browser.withoutSourceMap.join(', ')}`));
  }

  if (browser.formActive.gzip > BUDGET_GZIP_BYTES) {
    problems.push(`sign-in page JavaScript with the form active is ${kib(browser.formActive.gzip)} gzip, over the ${kib(BUDGET_GZIP_BYTES)} budget`);
  }
  const admin = [...new Set([...browser.admin, ...staticEstimate.adminPackages])];
  if (admin.length > 0) problems.push(`admin code in the sign-in page's JavaScript: ${compactAdmin(admin)} (full list in bench/results/bundle.json)`);
  if (browser.formActiveAdded.files.length === 0) {
    // Not a breach (the code may have moved into the first paint), but the form phase measured nothing new.
    console.log(dim('Note: activating the form loaded no further JavaScript.'));
  }

  const result = {
    at: new Date().toISOString(),
    page: pagePath,
    webDist,
    method: 'Chromium (Playwright), fresh context; response bodies gzipped here',
    gzipLevel: GZIP_LEVEL,
    unit: 'bytes (KiB = 1024 bytes)',
    budgetBytes: BUDGET_GZIP_BYTES,
    budgetAppliesTo: 'formActive',
    firstPaint: browser.firstPaint,
    formActiveAdded: browser.formActiveAdded,
    formActive: browser.formActive,
    staticEstimate: { gzip: staticEstimate.totalGzip, bytes: staticEstimate.totalBytes, files: staticEstimate.files },
    admin,
    allowedAdmin: browser.allowedAdmin,
    withoutSourceMap: browser.withoutSourceMap,
    nonJavaScript: browser.nonJavaScript,
    largestSources: browser.largestSources,
    problems,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
  return { result, problems };
};
