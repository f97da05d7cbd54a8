// `npm run test:e2e`: the browser journeys. Makes sure Debian's Chromium is there (installs it as
// root, otherwise stops with instructions), builds what is stale, then runs Playwright. Extra
// arguments go to Playwright, e.g. `npm run test:e2e -- e2e/auth.spec.ts --headed`.
import { ensureChromium } from './lib/chromium.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { assertInstalled, bin, fail, run } from './lib/util.mjs';

assertInstalled();
const problem = ensureChromium();
if (problem) fail(problem);
if (!(await ensureBuilt())) fail('The build failed; see the messages above.');

const code = await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
  env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_BUILT: '1' },
});
process.exit(code);
