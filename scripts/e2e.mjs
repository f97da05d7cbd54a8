// `npm run test:e2e`: the browser journeys. Makes sure Debian's Chromium is there (installs it as
// root, otherwise stops with instructions), builds what is stale, then runs Playwright. Extra
// arguments go to Playwright, e.g. `npm run test:e2e -- e2e/auth.spec.ts --headed`.
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { assertInstalled, bin, fail, run } from './lib/util.mjs';

assertInstalled();
const problem = ensureChromium();
if (problem) fail(problem);
if (!(await ensureBuilt())) fail('The build failed; see the messages above.');

// Named files run without the project dependency (playwright.config.ts: the one-at-a-time
// journeys wait for all the others, which Playwright would otherwise run first, whole).
const args = process.argv.slice(2);
const named = args.some((arg) => !arg.startsWith('-'));
// The STORAGE=s3 server (e2e/support/s3-site.ts) starts unless only other journeys' files are named.
const positional = args.filter((arg) => !arg.startsWith('-'));
const onlyOtherFiles =
  positional.length > 0 &&
  positional.every((arg) => /\.spec\.ts(:\d+)*$/.test(arg) && !arg.includes('hosted-video-s3.spec.ts'));
const code = await run(bin('playwright'), ['test', ...(named ? ['--no-deps'] : []), ...args], {
  env: {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    E2E_BUILT: '1',
    ...(onlyOtherFiles ? { E2E_S3_SITE: '0' } : {}),
  },
});
if (code !== 0) for (const log of ['e2e-server.log', 'e2e-server-s3.log']) printServerTrouble(log);
process.exit(code);

/**
 * After a failed run, what a server said that was not routine (warnings, errors, anything that
 * is not a JSON log line: a crash's stack), so that CI's output shows why, not only which journeys.
 * The second log is the STORAGE=s3 server's (e2e/support/s3-site.ts).
 */
function printServerTrouble(name) {
  const file = path.join(process.cwd(), 'test-results', name);
  if (!fs.existsSync(file)) return;
  const trouble = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => {
      if (!line.trim()) return false;
      if (!line.startsWith('{')) return true;
      const level = /"level":(\d+)/.exec(line);
      return !level || Number(level[1]) >= 40;
    });
  if (trouble.length === 0) return console.log(`e2e: ${name}: no warning or error.`);
  console.log(
    `e2e: the server's last ${Math.min(40, trouble.length)} of ${trouble.length} warnings and errors (${path.relative(process.cwd(), file)}):`,
  );
  for (const line of trouble.slice(-40))
    console.log(`  ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
}
