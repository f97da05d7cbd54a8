// `node scripts/build.mjs [--force]`: builds the web app and the server bundle if stale (or always
// with --force). Used by the e2e global setup; `npm run build` always builds both.
import { ensureBuilt } from './lib/build.mjs';
import { assertInstalled } from './lib/util.mjs';

assertInstalled();
process.exit((await ensureBuilt({ force: process.argv.includes('--force') })) ? 0 : 1);
