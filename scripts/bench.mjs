// `npm run bench`: (a) the JavaScript a viewer downloads for the sign-in page (at first paint and
// with the sign-in form active: its validation code loads on first use) and the public home,
// found in Debian's Chromium and measured as the running server sends it (bytes on the wire with a
// browser's Accept-Encoding, and without compression), against the 170 KB budget on the wire,
// with every file compressed, no source map served, no admin (antd) code and no zod in the first
// load of the sign-in page, the home and the item pages; (b) sign-in throughput and
// latency under 50 concurrent clients against the real built server, with event-loop lag to show
// that password hashing does not block; (c) Lighthouse (mobile preset, median of 3) on the same two
// pages, before the load test: performance >= 95 and accessibility 100 (bench/results/lighthouse.json);
// (d) the public read path (bench/read-path.mjs): a server
// of its own on 1,000 videos and 1,000 events, autocannon at 50 clients against /api/health and
// each public catalogue read in one run; on PostgreSQL every read must reach 50 % of /api/health's
// req/s with p95 ≤ 50 ms (PGlite: printed against bench/read-path-baseline.json, not judged).
// (e) the local video provider (bench/video.ts): 1 GiB tus upload (MB/s, RSS growth <= 100 MB) and
// a signed HLS playlist under load. (f) the ticket rush (bench/ticket-rush.ts): 1,000 buyers for 100
// tickets, 20 rounds, never oversold; (f2) the code rush (bench/codes-redeem.ts): 1,000 viewers for
// a 100-use code, exactly 100 activations a round. (g) the payment webhook burst
// (bench/webhook-burst.ts): 1,000 PayU notifications in 10 s against a server whose adapter
// re-fetches from a loopback PayU.
// (h) the box office's sales (bench/sales.ts): payments page vs a primary-key read, CSV vs COPY, the
// statistics for a year vs one scan, on 100,000 orders (PGlite) or 1,000,000 (--postgres).
// Prints tables, writes bench/results/<time>.json and bench/results/bundle.json, exits 1 on a breach.
//   --duration=<s>     load duration (default 15)   --connections=<n>  concurrent clients (default 50)
//   --postgres         run the server on PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432, a fresh
//                      database created and dropped here) instead of the embedded PGlite
//   --bundle-only      measure the sign-in page's JavaScript only, no load test, no Lighthouse, no read path
//   --lighthouse-only  run Lighthouse only (no bundle measurement, no load test)
//   --lighthouse-report  record the Lighthouse scores without failing below the thresholds
//   --lighthouse-runs=<n>  runs per page, the median reported (default 3)
//   --read-path-only   only (d)                      --read-duration=<s>  per read path (default 5)
//   --signed-in-only   in (d), only /api/health and the signed-in whole lists (with --read-path-only: nothing else)
//   --rush-rounds=<n>  ticket rush rounds (default 20, the count; fewer for a quick look)
//   --codes-rounds=<n> code rush rounds (default 10)
//   --web-dist=<dir>   measure and serve this web build instead of apps/web/dist (not rebuilt here)
//   --source-maps=<dir> its source maps (default: <web-dist>-maps, where the build puts them)
//   --faults           also run the fault script last (bench/faults.ts, about 8 minutes; (i) below)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGET_WIRE_BYTES, measureFirstPage } from '../bench/bundle.mjs';
import { measurePageInBrowser } from '../bench/browser-bundle.mjs';
import { reportBundle } from '../bench/bundle-report.mjs';
import { reportLighthouse } from '../bench/lighthouse-report.mjs';
import { measureLighthouse } from '../bench/lighthouse.mjs';
import { runSignInLoad } from '../bench/signin-load.mjs';
import { reportReadPath, runReadPathBench } from '../bench/read-path.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { CHROMIUM, ensureChromium } from './lib/chromium.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import {
  assertInstalled,
  bold,
  fail,
  freePort,
  fromRoot,
  green,
  heading,
  red,
  waitForHttp,
} from './lib/util.mjs';
import { benchServerEnv } from '../bench/server-env.mjs';

assertInstalled();
const option = (name) =>
  process.argv
    .find((value) => value.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const arg = (name, fallback) => Number(option(name) ?? fallback);
const durationSeconds = arg('duration', 15);
const connections = arg('connections', 50);
const onPostgres = process.argv.includes('--postgres');
const bundleOnly = process.argv.includes('--bundle-only');
const readPathOnly = process.argv.includes('--read-path-only');
const readDurationSeconds = arg('read-duration', 5);
const lighthouseOnly = process.argv.includes('--lighthouse-only');
const lighthouseReportOnly = process.argv.includes('--lighthouse-report');
const lighthouseRuns = arg('lighthouse-runs', 3);
const webDist = option('web-dist') ? path.resolve(option('web-dist')) : fromRoot('apps/web/dist');
const mapsDir = option('source-maps') ? path.resolve(option('source-maps')) : `${webDist}-maps`;
const SIGN_IN_PAGE = '/logowanie';
const HOME_PAGE = '/strona-glowna';
// Item pages as a guest sees them (public previews of demo items, apps/server/src/seed): the
// player is lazy, so watch mode is not part of what they download.
const EVENT_PAGE = '/wydarzenie/zemsta-3/publiczne';
const VIDEO_PAGE = '/wideo/wesele/publiczne';
const problems = [];

heading('Build');
if (option('web-dist')) {
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    fail(`No web build in ${webDist} (index.html is missing).`);
  console.log(`Web app: ${webDist} (as given; not rebuilt)`);
}
if (!(await ensureBuilt({ only: option('web-dist') || readPathOnly ? ['server'] : ['web', 'server'] })))
  fail('The build failed; see the messages above.');
const chromiumProblem = readPathOnly ? null : ensureChromium();
if (chromiumProblem) fail(chromiumProblem);

let bundle;
let load;
let scores;
let readPath;
if (!readPathOnly) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-bench-'));
  const postgres = onPostgres ? await createBenchDatabase() : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let stderr = '';
  const server = spawn(
    process.execPath,
    ['--import', fromRoot('bench/loop-monitor.mjs'), fromRoot('apps/server/dist/server.js')],
    {
      cwd: fromRoot(),
      // Rate limits would answer 429 after a few sign-ins from one address; this bench measures the work behind them.
      env: benchServerEnv({
        port,
        baseUrl,
        dataDir: path.join(work, 'data'),
        databaseUrl: postgres?.url,
        extra: { WEB_DIST_DIR: webDist },
      }),

      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  server.stdout.on('data', (chunk) => (stdout += chunk));
  const loopWaiters = [];
  server.stderr.on('data', (chunk) => {
    stderr += chunk;
    for (;;) {
      const match = /BENCH_LOOP (\{.*\})\n/.exec(stderr);
      if (!match) break;
      stderr = stderr.slice(match.index + match[0].length);
      loopWaiters.shift()?.(JSON.parse(match[1]));
    }
  });
  const readLoopStats = () =>
    new Promise((resolve) => {
      loopWaiters.push(resolve);
      server.kill('SIGUSR2');
      setTimeout(() => resolve(null), 5000);
    });

  // The demo viewer the server seeded (verified, standard role); its password is documented in README.
  const viewer = { email: 'widz@example.com', password: 'ScenaWidz!2026' };
  let stage = 'server';
  try {
    await waitForHttp(`${baseUrl}/api/health`, { child: server, timeoutMs: 90_000 });

    // (a) ----------------------------------------------------------------------------------------
    const measureBundle = async () => {
      heading(
        `Viewer JavaScript on the wire: the sign-in page (${SIGN_IN_PAGE}) and the public home (${HOME_PAGE})`,
      );
      const signIn = await measurePageInBrowser({
        baseUrl,
        mapsDir,
        executablePath: CHROMIUM,
        pagePath: SIGN_IN_PAGE,
        ready: 'input[type="email"]',
        // Focus and fill the form, so the validation code it loads on first use is counted.
        activate: async (page) => {
          const emailField = page.locator('input[type="email"]');
          const passwordField = page.locator('input[type="password"]');
          await emailField.focus();
          await emailField.pressSequentially(viewer.email, { delay: 20 });
          await passwordField.focus();
          await passwordField.pressSequentially(viewer.password, { delay: 20 });
          await passwordField.blur();
        },
      });
      const home = await measurePageInBrowser({
        baseUrl,
        mapsDir,
        executablePath: CHROMIUM,
        pagePath: HOME_PAGE,
        ready: 'main#main',
      });
      const report = reportBundle({
        signIn,
        home,
        staticEstimate: measureFirstPage(webDist, mapsDir),
        webDist,
        mapsDir,
        pages: { signIn: SIGN_IN_PAGE, home: HOME_PAGE },
        resultsDir: fromRoot('bench/results'),
      });
      bundle = report.result;
      problems.push(...report.problems);
      // Item pages: the same 170 KB budget on the wire, with the player left out (lazy).
      for (const pagePath of [EVENT_PAGE, VIDEO_PAGE]) {
        const item = await measurePageInBrowser({
          baseUrl,
          mapsDir,
          executablePath: CHROMIUM,
          pagePath,
          ready: 'main#main h1',
        });
        const kb = (item.active.wire / 1024).toFixed(1);
        console.log(`  ${pagePath}: ${kb} KB of JavaScript on the wire (${item.active.count} files)`);
        bundle = { ...bundle, itemPages: { ...(bundle?.itemPages ?? {}), [pagePath]: item.active } };
        if (item.active.wire > BUDGET_WIRE_BYTES)
          problems.push(`${pagePath}: ${kb} KB of JavaScript on the wire, over the 170 KB budget`);
        const files = [...item.firstPaint.files, ...item.activeAdded.files];
        if (files.some((file) => /\/(player|Player|WatchMode)[-.]/.test(file.url)))
          problems.push(`${pagePath}: the player is loaded without watch mode`);
        if (item.firstPaintZod.length > 0)
          problems.push(`${pagePath}: zod in the first load: ${item.firstPaintZod.slice(0, 4).join(', ')}`);
      }
    };
    if (!lighthouseOnly) {
      await measureBundle().catch((error) =>
        problems.push(`bundle measurement: ${error instanceof Error ? error.message : error}`),
      );
    }

    // (c) before the load test, on a quiet server ----------------------------------------------------
    if (!bundleOnly) {
      heading(
        `Lighthouse, mobile preset, median of ${lighthouseRuns}: ${HOME_PAGE}, ${SIGN_IN_PAGE}, ${EVENT_PAGE} and ${VIDEO_PAGE}`,
      );
      try {
        const measured = await measureLighthouse({
          baseUrl,
          pages: [HOME_PAGE, SIGN_IN_PAGE, EVENT_PAGE, VIDEO_PAGE],
          runs: lighthouseRuns,
          chromePath: CHROMIUM,
          log: console.log,
        });
        const report = reportLighthouse({
          measured,
          resultsFile: fromRoot('bench/results/lighthouse.json'),
          reportOnly: lighthouseReportOnly,
        });
        scores = report.result;
        problems.push(...report.problems);
      } catch (error) {
        problems.push(`lighthouse: ${error instanceof Error ? error.message : error}`);
      }
    }

    // (b) ----------------------------------------------------------------------------------------
    if (!bundleOnly && !lighthouseOnly) {
      stage = 'load test';
      heading(
        `Sign-in under load: ${connections} concurrent clients for ${durationSeconds} s, on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
      );
      const probe = await fetch(`${baseUrl}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...viewer, remember: false }),
      });
      if (!probe.ok)
        throw new Error(`The demo viewer cannot sign in (HTTP ${probe.status}: ${await probe.text()})`);
      load = await runSignInLoad({ baseUrl, ...viewer, connections, durationSeconds, readLoopStats });
    }
  } catch (error) {
    problems.push(`${stage}: ${error instanceof Error ? error.message : error}`);
    if (stderr || stdout) console.error(`${stdout}\n${stderr}`.slice(-3000));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    fs.rmSync(work, { recursive: true, force: true });
    await postgres?.drop();
  }
}

// (d) ------------------------------------------------------------------------------------------
if (!bundleOnly && !lighthouseOnly) {
  heading(
    `Public read path: ${connections} clients, ${readDurationSeconds} s per path, 1,000 videos and events, on ${onPostgres ? 'PostgreSQL' : 'PGlite'} (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  try {
    readPath = await runReadPathBench({
      onPostgres,
      connections,
      durationSeconds: readDurationSeconds,
      ...(process.argv.includes('--signed-in-only') ? { paths: [] } : {}),
    });
    readPath.loadAverage = os.loadavg();
    const baseline = JSON.parse(fs.readFileSync(fromRoot('bench/read-path-baseline.json'), 'utf8'))[
      onPostgres ? 'postgres' : 'pglite'
    ];
    problems.push(...readPath.problems, ...reportReadPath(readPath, { baseline, enforce: onPostgres }));
  } catch (error) {
    problems.push(`read path: ${error instanceof Error ? error.message : error}`);
  }
}

// (e) ------------------------------------------------------------------------------------------
// The local video provider (bench/video.ts, also `npm run bench:video`): a 1 GiB tus upload streamed
// to disk (MB/s, RSS growth at most 100 MB) and the cost of serving a signed HLS playlist.
if (!bundleOnly && !lighthouseOnly && !readPathOnly) {
  heading('Video: 1 GiB upload through the local provider, signed HLS playlist under load');
  const video = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      fromRoot('node_modules/tsx/dist/cli.mjs'),
      fromRoot('bench/video.ts'),
      `--duration=${readDurationSeconds}`,
    ],
    {
      cwd: fromRoot(),
      stdio: 'inherit',
    },
  );
  if (video.status !== 0)
    problems.push(`video: bench/video.ts exited with ${video.status ?? video.signal} (see above)`);
}

// (f) ------------------------------------------------------------------------------------------
// The ticket rush (bench/ticket-rush.ts, also `npm run bench:tickets`): 1,000 buyers for 100 tickets,
// 20 rounds; never oversold or undersold, losers' p99 and reservations/min judged (both databases).
if (!bundleOnly && !lighthouseOnly && !readPathOnly) {
  const rushRounds = arg('rush-rounds', 20);
  heading(
    `Ticket rush: 1,000 buyers for 100 tickets, ${rushRounds} rounds, on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
  );
  const rush = spawnSync(
    process.execPath,
    [
      fromRoot('node_modules/tsx/dist/cli.mjs'),
      fromRoot('bench/ticket-rush.ts'),
      `--rounds=${rushRounds}`,
      ...(onPostgres ? ['--postgres'] : []),
    ],
    {
      cwd: fromRoot(),
      stdio: 'inherit',
    },
  );
  if (rush.status !== 0)
    problems.push(`ticket rush: bench/ticket-rush.ts exited with ${rush.status ?? rush.signal} (see above)`);
}

// (f2) -----------------------------------------------------------------------------------------
// The code rush (bench/codes-redeem.ts, also `npm run bench:codes`): 1,000 viewers activating a
// 100-use code at once, every round exactly 100 activations, losers' p99 judged (both databases).
if (!bundleOnly && !lighthouseOnly && !readPathOnly) {
  const codeRounds = arg('codes-rounds', 10);
  heading(
    `Code rush: 1,000 viewers for a 100-use code, ${codeRounds} rounds, on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
  );
  const codeRush = spawnSync(
    process.execPath,
    [
      fromRoot('node_modules/tsx/dist/cli.mjs'),
      fromRoot('bench/codes-redeem.ts'),
      `--rounds=${codeRounds}`,
      ...(onPostgres ? ['--postgres'] : []),
    ],
    {
      cwd: fromRoot(),
      stdio: 'inherit',
    },
  );
  if (codeRush.status !== 0)
    problems.push(
      `code rush: bench/codes-redeem.ts exited with ${codeRush.status ?? codeRush.signal} (see above)`,
    );
}

// (g) ------------------------------------------------------------------------------------------
// The webhook burst (bench/webhook-burst.ts, also `npm run bench:webhooks`): 1,000 PayU
// notifications in 10 s, 20 % duplicates, shuffled, 1 % bad signatures, after a 2 s warm-up at the
// same rate; p99 <= 500 ms, one grant and one e-mail per order, every bad signature 401.
if (!bundleOnly && !lighthouseOnly && !readPathOnly) {
  heading(`Webhook burst: 1,000 notifications in 10 s on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
  const burst = spawnSync(
    process.execPath,
    [
      fromRoot('node_modules/tsx/dist/cli.mjs'),
      fromRoot('bench/webhook-burst.ts'),
      ...(onPostgres ? ['--postgres'] : []),
    ],
    {
      cwd: fromRoot(),
      stdio: 'inherit',
    },
  );
  if (burst.status !== 0)
    problems.push(
      `webhook burst: bench/webhook-burst.ts exited with ${burst.status ?? burst.signal} (see above)`,
    );
}

// (h) ------------------------------------------------------------------------------------------
// The box office (bench/sales.ts, also `npm run bench:sales`): a payments page within 10× of a
// primary-key read, the CSV of 100,000 orders within 2× of COPY (judged on PostgreSQL; RSS growth ≤ 100 MB), and the
// statistics for a year within 3× of one sequential scan (bench/sales-statistics.ts).
if (!bundleOnly && !lighthouseOnly && !readPathOnly) {
  heading(`Box office sales: ${onPostgres ? '1,000,000 orders on PostgreSQL' : '100,000 orders on PGlite'}`);
  const sales = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      fromRoot('node_modules/tsx/dist/cli.mjs'),
      fromRoot('bench/sales.ts'),
      ...(onPostgres ? [] : ['--pglite']),
    ],
    { cwd: fromRoot(), stdio: 'inherit' },
  );
  if (sales.status !== 0)
    problems.push(`sales: bench/sales.ts exited with ${sales.status ?? sales.signal} (see above)`);
}

// (i) ------------------------------------------------------------------------------------------
// Only with --faults (about 8 minutes): the fault script (bench/faults.ts, also `npm run
// bench:faults`): the premiere-night load on two instances behind nginx while an instance is
// SIGKILLed, PostgreSQL restarted, Redis stopped, S3 and SMTP failing; nothing lost, errors only
// inside the fault windows. Always on a PostgreSQL server of its own.
if (process.argv.includes('--faults')) {
  heading('Faults survived: the premiere night on two instances, one fault at a time');
  const faults = spawnSync(
    process.execPath,
    [fromRoot('node_modules/tsx/dist/cli.mjs'), fromRoot('bench/faults.ts')],
    { cwd: fromRoot(), stdio: 'inherit' },
  );
  if (faults.status !== 0)
    problems.push(`faults: bench/faults.ts exited with ${faults.status ?? faults.signal} (see above)`);
}

/**
 * Blocking is judged by where the CPU time goes, not by loop delay alone (which also rises when a
 * busy machine starves the main thread): if password hashing ran on the main thread, most of a
 * sign-in's CPU time would be spent there.
 */
const MAX_MAIN_THREAD_SHARE = 0.5;
if (load) {
  const round = (value) =>
    value === null || value === undefined ? '–' : `${Math.round(value * 10) / 10} ms`;
  const perRequest = (run, key) =>
    run.loop?.[key] == null ? null : run.loop[key] / Math.max(1, run.requests + (run.health?.samples ?? 0));
  const row = (run) => ({
    'req/s': Math.round(run.throughput),
    requests: run.requests,
    p50: round(run.latency.p50),
    p95: round(run.latency.p95),
    p99: round(run.latency.p99),
    max: round(run.latency.max),
    'non-2xx': run.status.non2xx,
    errors: run.status.errors,
    'loop p50': round(run.loop?.p50),
    'loop p99': round(run.loop?.p99),
    'main-thread CPU/req': round(perRequest(run, 'mainThreadCpuMs')),
    'all-threads CPU/req': round(perRequest(run, 'processCpuMs')),
  });
  const health = load.signIn.health;
  console.table({
    [`POST /api/auth, ${connections} clients`]: row(load.signIn),
    [`baseline: GET /api/health, ${connections} clients`]: row(load.baseline),
  });
  console.log(
    `GET /api/health every 100 ms during the sign-in run: p50 ${round(health.p50)}, p95 ${round(health.p95)}, max ${round(health.max)} ` +
      `(${health.samples} answered, ${health.failures} failed).`,
  );
  console.log(
    '"loop" is the server\'s event-loop delay; "CPU/req" is CPU time per request on the main (event-loop) thread and in all threads\n' +
      '(argon2id runs on the libuv pool, so it counts only in the second). Loop delay also grows when the CPUs are saturated.',
  );
  const main = perRequest(load.signIn, 'mainThreadCpuMs');
  const all = perRequest(load.signIn, 'processCpuMs');
  if (main === null || all === null) {
    problems.push('the server did not report its CPU time and event-loop delay');
  } else if (main > all * MAX_MAIN_THREAD_SHARE) {
    problems.push(
      `sign-in spends ${round(main)} of ${round(all)} CPU per request on the event-loop thread: hashing blocks the loop`,
    );
  } else {
    console.log(
      `Per sign-in: ${round(main)} CPU on the event loop, ${round(all - main)} off it (hashing on the pool).`,
    );
  }
  const failed = load.signIn.status.non2xx + load.signIn.status.errors;
  if (failed > 0)
    problems.push(
      `${failed} of ${load.signIn.requests + load.signIn.status.errors} sign-ins failed under load`,
    );
  if (health.failures > 0) problems.push(`${health.failures} health checks failed during the sign-in run`);
}

const results = {
  at: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  },
  bundle: bundle ?? null,
  lighthouse: scores ?? null,
  database: onPostgres ? 'postgres' : 'pglite',
  load: load ?? null,
  readPath: readPath ?? null,
  problems,
};
fs.mkdirSync(fromRoot('bench/results'), { recursive: true });
const file = fromRoot('bench/results', `${results.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
fs.writeFileSync(fromRoot('bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nResults: ${path.relative(fromRoot(), file)}`);
if (problems.length > 0) {
  console.log(red(bold(`\n✖ ${problems.length} problem(s):`)));
  for (const problem of problems) console.log(red(`  - ${problem}`));
  process.exit(1);
}
const delivered = 'Within budget, compressed at build time, no source map served, no admin code';
const lighthouse = lighthouseReportOnly ? 'Lighthouse recorded' : 'Lighthouse within its thresholds';
const done = readPathOnly
  ? 'Public reads within their goals'
  : lighthouseOnly
    ? lighthouse
    : bundleOnly
      ? delivered
      : `${delivered}; ${lighthouse}; sign-in does not block the event loop; public reads within their goals`;
console.log(
  green(
    bold(`
✓ ${done}.`),
  ),
);
