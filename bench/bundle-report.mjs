// Prints what the server sends for the sign-in page (first paint and with the form active) and the
// public home, on the wire with a browser's Accept-Encoding and without compression, with the
// static estimate as a cross-check; judges the budget, compression, source maps and the
// no-admin-code rule, and writes bench/results/bundle.json. Returns the problems found.
import fs from 'node:fs';
import path from 'node:path';
import { BUDGET_WIRE_BYTES } from './bundle.mjs';
import { BROWSER_ACCEPT_ENCODING } from './wire.mjs';
import { bold, dim } from '../scripts/lib/util.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const PHASE = { firstPaint: 'first paint', active: 'form active' };

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

const sizes = (totals) => ({
  [`wire (${BROWSER_ACCEPT_ENCODING})`]: kib(totals.wire),
  'no compression': kib(totals.identity),
  'Chromium transferred': kib(totals.transferred),
  files: totals.count,
});

/** The checks every viewer page must pass, whatever its budget. */
const pageProblems = (name, page) => {
  const problems = [];
  if (page.uncompressed.length > 0)
    problems.push(
      `${name}: JavaScript sent uncompressed to a browser that accepts br and gzip: ${page.uncompressed.join(', ')}`,
    );
  if (page.notPrecompressed.length > 0) {
    problems.push(
      `${name}: JavaScript compressed per request, not at build time (no .br/.gz beside it in the build): ${page.notPrecompressed.join(', ')}`,
    );
  }
  const noVary = [...page.firstPaint.files, ...page.activeAdded.files]
    .filter((file) => !/accept-encoding/i.test(file.vary))
    .map((file) => file.url);
  if (noVary.length > 0)
    problems.push(`${name}: JavaScript without "Vary: Accept-Encoding": ${noVary.join(', ')}`);
  if (page.mapsServed.length > 0)
    problems.push(`${name}: source maps are served publicly: ${page.mapsServed.join(', ')}`);
  if (page.admin.length > 0)
    problems.push(
      `admin code in ${name}'s JavaScript: ${compactAdmin(page.admin)} (full list in bench/results/bundle.json)`,
    );
  if (page.firstPaintZod.length > 0)
    problems.push(
      `zod in ${name}'s first load (ARCHITECTURE rule 7: call first-load endpoints through their zod-free routes): ` +
        `${page.firstPaintZod.length} file(s), e.g. ${page.firstPaintZod.slice(0, 4).join(', ')} (full list in bench/results/bundle.json)`,
    );
  return problems;
};

/**
 * @param {{ signIn: any, home: any, staticEstimate: ReturnType<typeof import('./bundle.mjs').measureFirstPage>, webDist: string, mapsDir: string, pages: { signIn: string, home: string }, resultsDir: string }} options
 */
export const reportBundle = ({ signIn, home, staticEstimate, webDist, mapsDir, pages, resultsDir }) => {
  const problems = [];
  console.log(
    `JavaScript of ${pages.signIn} in Chromium (fresh context); each file fetched again from the server with Accept-Encoding ` +
      `"${BROWSER_ACCEPT_ENCODING}" and without compression. 1 KiB = 1024 bytes.`,
  );
  console.table(
    [...signIn.firstPaint.files, ...signIn.activeAdded.files].map((file) => ({
      phase: PHASE[file.phase],
      chunk: file.url,
      encoding: file.encoding,
      wire: kib(file.wire),
      'no compression': kib(file.identity),
      admin: compactAdmin(file.admin),
    })),
  );
  console.table({
    [`${pages.signIn}: first paint`]: sizes(signIn.firstPaint),
    '+ form active (lazy)': sizes(signIn.activeAdded),
    [`${pages.signIn}: form active (total, budgeted)`]: sizes(signIn.active),
    [`${pages.home}: first paint`]: sizes(home.firstPaint),
  });
  const headroom = BUDGET_WIRE_BYTES - signIn.active.wire;
  console.log(
    `Sign-in page with the form active: ${bold(kib(signIn.active.wire))} (${signIn.active.wire} bytes) of JavaScript on the wire ` +
      `(${kib(signIn.active.identity)} without compression); budget ${kib(BUDGET_WIRE_BYTES)} (170 × 1024 = ${BUDGET_WIRE_BYTES} bytes); ` +
      (headroom >= 0 ? `${kib(headroom)} to spare.` : `${kib(-headroom)} over.`),
  );
  console.log(
    `Public home: ${bold(kib(home.firstPaint.wire))} of JavaScript on the wire (${kib(home.firstPaint.identity)} without compression).`,
  );
  const staticMatches = staticEstimate.totalBytes === signIn.firstPaint.identity;
  console.log(
    dim(
      staticMatches
        ? 'Cross-check: the static estimate (index.html + static imports) is the first paint the browser loaded, byte for byte.'
        : `Cross-check: the static estimate (${kib(staticEstimate.totalBytes)} uncompressed) differs from the first paint (${kib(signIn.firstPaint.identity)}): ` +
            'the page loads chunks index.html does not name, or names chunks it does not use.',
    ),
  );
  if (signIn.active.transferred !== signIn.active.wire) {
    console.log(
      dim(
        `Chromium received ${kib(signIn.active.transferred)} for the same files (it also offers zstd; the server answers br).`,
      ),
    );
  }
  for (const [name, page] of [
    [pages.signIn, signIn],
    [pages.home, home],
  ]) {
    const other = page.nonJavaScript;
    console.log(
      dim(
        `${name}, other answers (HTML, CSS, translations, API): ${kib(other.wire)} on the wire, ${kib(other.identity)} decoded, in ${other.count} (not budgeted).`,
      ),
    );
  }
  console.log(
    'Largest parts of the sign-in page by original source size (before minification; where to look first): ' +
      signIn.largestSources
        .slice(0, 8)
        .map((entry) => `${entry.owner} ${kib(entry.sourceBytes)}`)
        .join(', '),
  );
  const allowedAdmin = [...new Set([...signIn.allowedAdmin, ...home.allowedAdmin])];
  if (allowedAdmin.length > 0)
    console.log(
      dim(
        `Admin-area files allowed on viewer pages (no admin UI in them; see bench/bundle.mjs): ${allowedAdmin.join(', ')}`,
      ),
    );
  const withoutMap = [...new Set([...signIn.withoutSourceMap, ...home.withoutSourceMap])];
  if (withoutMap.length > 0)
    console.log(
      dim(`Without a source map in ${mapsDir} (checked for antd markers only): ${withoutMap.join(', ')}`),
    );

  if (!fs.existsSync(mapsDir))
    problems.push(
      `no source maps in ${mapsDir}: admin code cannot be traced (build the web app with "npm run build")`,
    );
  if (signIn.active.wire > BUDGET_WIRE_BYTES) {
    problems.push(
      `sign-in page JavaScript with the form active is ${kib(signIn.active.wire)} on the wire, over the ${kib(BUDGET_WIRE_BYTES)} budget`,
    );
  }
  const signInProblems = pageProblems(`the sign-in page (${pages.signIn})`, {
    ...signIn,
    admin: [...new Set([...signIn.admin, ...staticEstimate.adminPackages])],
    firstPaintZod: [...new Set([...signIn.firstPaintZod, ...staticEstimate.zod])],
  });
  problems.push(...signInProblems, ...pageProblems(`the public home (${pages.home})`, home));
  if (staticEstimate.entryImports.length > 0)
    problems.push(
      `the app's entry imports other chunks, one more request on every page: ${staticEstimate.entryImports.join(', ')}`,
    );
  if (signIn.activeAdded.files.length === 0) {
    // Not a breach (the code may have moved into the first paint), but the form phase measured nothing new.
    console.log(dim('Note: activating the form loaded no further JavaScript.'));
  }

  const strip = ({ files: _files, ...rest }) => rest;
  const result = {
    at: new Date().toISOString(),
    webDist,
    mapsDir,
    method: `Chromium (Playwright), fresh context; each JavaScript URL fetched again with Accept-Encoding "${BROWSER_ACCEPT_ENCODING}" (wire) and "identity" (no compression)`,
    unit: 'bytes (KiB = 1024 bytes)',
    budgetBytes: BUDGET_WIRE_BYTES,
    budgetAppliesTo: 'signIn.active.wire',
    signIn: { page: pages.signIn, ...signIn },
    home: { page: pages.home, ...home, activeAdded: strip(home.activeAdded), active: home.active },
    staticEstimate: { bytes: staticEstimate.totalBytes, files: staticEstimate.files },
    problems,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
  return { result, problems };
};
