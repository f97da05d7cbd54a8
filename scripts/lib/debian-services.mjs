// Tests and benches run real services from Debian's packages on loopback ports of their own: nginx
// (the shared cache in front of two instances: apps/server/test/nginx.test.ts, bench/cluster.ts)
// and Redis (rate-limit counters shared by instances: apps/server/test/instances-shared.test.ts).
// Install a missing one when we may (root), otherwise stop and say how. Never skip. A package's own
// service is not wanted (each test starts its own process): it is stopped and disabled, so nothing
// keeps listening on port 80 or 6379.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const NGINX = '/usr/sbin/nginx';
export const REDIS_SERVER = '/usr/bin/redis-server';

const quiet = { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
const apt = (args) => spawnSync('apt-get', args, { ...quiet, stdio: 'inherit' }).status === 0;

/** Returns null when `binary` is there (installing `pkg` if needed and allowed), or the message to stop with. */
const ensurePackage = ({ pkg, binary, service, neededBy }) => {
  if (fs.existsSync(binary)) return null;
  const howTo =
    `${neededBy} needs Debian's ${pkg} at ${binary}.\n` +
    `  Install it with:  sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
    `  (then stop its service: sudo service ${service} stop) and run the tests again.`;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return howTo;
  console.log(`${pkg} is missing; installing Debian's package (apt-get install -y ${pkg})…`);
  const installed = apt(['install', '-y', pkg]) || (apt(['update']) && apt(['install', '-y', pkg]));
  if (!installed || !fs.existsSync(binary)) return `Installing ${pkg} failed.\n${howTo}`;
  // The package may have started its service: stop it and keep it from starting at boot.
  spawnSync('service', [service, 'stop'], quiet);
  spawnSync('update-rc.d', [service, 'disable'], quiet);
  spawnSync('systemctl', ['disable', '--now', service], quiet);
  return null;
};

export const ensureNginx = () =>
  ensurePackage({ pkg: 'nginx', binary: NGINX, service: 'nginx', neededBy: 'The shared-cache test' });

export const ensureRedis = () =>
  ensurePackage({
    pkg: 'redis-server',
    binary: REDIS_SERVER,
    service: 'redis-server',
    neededBy: 'The several-instances tests',
  });
