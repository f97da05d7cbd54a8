// The browser tests use Debian's Chromium (no browser download: the machines only reach the npm
// and Debian registries). Install it when we may (root), otherwise stop and say how. Never skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** The flags every browser run here uses (journeys, bundle bench, Lighthouse): a closed network, no GPU, root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const apt = (args) =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    .status === 0;

/** Returns null when Chromium is ready, or the message to stop with. */
export const ensureChromium = () => {
  if (fs.existsSync(CHROMIUM)) return null;
  const howTo =
    `The browser tests need Debian's Chromium at ${CHROMIUM}.\n` +
    '  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
    '  then run the tests again.';
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return howTo;
  console.log(`Chromium is missing; installing Debian's package (apt-get install -y chromium)…`);
  // A fresh machine may have empty package lists: try as-is first, then refresh and retry.
  const installed =
    apt(['install', '-y', 'chromium']) || (apt(['update']) && apt(['install', '-y', 'chromium']));
  if (installed && fs.existsSync(CHROMIUM)) return null;
  return `Installing Chromium failed.\n${howTo}`;
};
