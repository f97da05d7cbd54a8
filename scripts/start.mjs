// `npm start`: builds what is missing or stale, then runs the server on http://localhost:3000 with
// the embedded PGlite database in ./data. The server applies migrations, seeds demo data on the
// first start and prints the demo credentials. Pass --json for raw JSON logs.
//
// Every variable of apps/server/src/config (README, "Configuration") can be set in the environment,
// e.g. `PORT=8080 npm start` or `DATABASE_URL=postgres://… npm start`.
import { spawn } from 'node:child_process';
import { ensureBuilt } from './lib/build.mjs';
import { prettyPrint } from './lib/pretty-log.mjs';
import { assertInstalled, bold, describeRuntime, dim, fail, fromRoot } from './lib/util.mjs';

assertInstalled();
console.log(dim(describeRuntime()));
const raw = process.argv.includes('--json');

if (!(await ensureBuilt())) fail('The build failed; see the messages above.');

console.log(bold('\nStarting Scena… (Ctrl+C to stop)\n'));
const child = spawn(process.execPath, ['--enable-source-maps', fromRoot('apps/server/dist/server.js')], {
  cwd: fromRoot(),
  env: {
    // The bundled server looks for the web build relative to itself; name it explicitly.
    WEB_DIST_DIR: fromRoot('apps/web/dist'),
    // `PORT=8080 npm start`: e-mailed links should point at that port too.
    ...(process.env.PORT && !process.env.PUBLIC_URL
      ? { PUBLIC_URL: `http://localhost:${process.env.PORT}` }
      : {}),
    ...process.env,
  },
  stdio: raw ? 'inherit' : ['inherit', 'pipe', 'pipe'],
  // Its own process group: Ctrl+C reaches only this script, which passes exactly one signal on
  // (a second SIGINT would cut the server's graceful shutdown short, with the database open).
  detached: true,
});
if (!raw) {
  prettyPrint(child.stdout, process.stdout);
  prettyPrint(child.stderr, process.stderr);
}

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && !forwarded) {
      forwarded = true;
      child.kill('SIGTERM');
    }
  });
}
process.on('exit', () => {
  if (child.exitCode === null) child.kill('SIGTERM');
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
