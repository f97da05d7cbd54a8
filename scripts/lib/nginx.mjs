// The shared-cache test (apps/server/test/nginx.test.ts) runs Debian's nginx in front of two server
// instances. Install it when we may (root), otherwise stop and say how. Never skip. The package's
// own service is not wanted (the test starts nginx on free loopback ports): it is stopped and
// disabled, so nothing keeps listening on port 80.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const NGINX = '/usr/sbin/nginx';

const quiet = { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
const apt = (args) => spawnSync('apt-get', args, { ...quiet, stdio: 'inherit' }).status === 0;

/** Returns null when nginx is ready, or the message to stop with. */
export const ensureNginx = () => {
  if (fs.existsSync(NGINX)) return null;
  const howTo =
    `The shared-cache test needs Debian's nginx at ${NGINX}.\n` +
    '  Install it with:  sudo apt-get update && sudo apt-get install -y nginx\n' +
    '  (then stop its service: sudo service nginx stop) and run the tests again.';
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return howTo;
  console.log(`nginx is missing; installing Debian's package (apt-get install -y nginx)…`);
  const installed = apt(['install', '-y', 'nginx']) || (apt(['update']) && apt(['install', '-y', 'nginx']));
  if (!installed || !fs.existsSync(NGINX)) return `Installing nginx failed.\n${howTo}`;
  // The package may have started its service: stop it and keep it from starting at boot.
  spawnSync('service', ['nginx', 'stop'], quiet);
  spawnSync('update-rc.d', ['nginx', 'disable'], quiet);
  spawnSync('systemctl', ['disable', '--now', 'nginx'], quiet);
  return null;
};
