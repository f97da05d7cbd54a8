// `npm test`: every check the project has, in one command, with one summary at the end. It refuses
// to run on any Node but the one package.json "engines" names (24; npm ci installs it) and prints it.
//   1. lint (ESLint, including the import-boundary rules)
//   2. type-check (tsc, every workspace, the e2e suite and the benches)
//   3. unit + integration tests (Vitest projects shared, server, web) on the embedded PGlite
//   4. the server project again on PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432; required with CI=1),
//      Debian's nginx in front of two instances and Debian's Redis among them (installed with apt-get when missing)
//   5. the browser journeys (Playwright in Debian's Chromium, against the built app)
// Every step runs even when an earlier one failed, so one run shows everything; the exit code is
// non-zero when any step failed.
import { ensureNginx, ensureRedis } from './lib/debian-services.mjs';
import { findPostgres } from './lib/postgres.mjs';
import {
  assertInstalled,
  bin,
  bold,
  describeRuntime,
  dim,
  formatMs,
  green,
  heading,
  red,
  root,
  run,
  yellow,
} from './lib/util.mjs';

assertInstalled();
// Every step below (ESLint, tsc, Vitest, the built server, Playwright) inherits this Node.
console.log(bold(describeRuntime()));
const ci = process.env.CI === '1' || process.env.CI === 'true';
const results = [];
const started = Date.now();

const step = async (name, body) => {
  heading(name);
  const stepStarted = Date.now();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    console.error(error);
    outcome = { status: 'failed', note: error instanceof Error ? error.message : String(error) };
  }
  const entry = { name, ms: Date.now() - stepStarted, ...outcome };
  results.push(entry);
  const mark =
    entry.status === 'passed'
      ? green('✓ passed')
      : entry.status === 'skipped'
        ? yellow('– skipped')
        : red('✖ failed');
  console.log(`${mark} ${dim(`(${formatMs(entry.ms)})`)}${entry.note ? ` ${entry.note}` : ''}`);
};

/** Runs commands in order; the first non-zero exit fails the step. */
const commands =
  (...list) =>
  async () => {
    for (const [command, args, options] of list) {
      console.log(dim(`$ ${[command.replace(`${root}/`, ''), ...args].join(' ')}`));
      const code = await run(command, args, options);
      if (code !== 0) return { status: 'failed', note: `exit code ${code}` };
    }
    return { status: 'passed' };
  };

await step(
  'Lint (ESLint, Prettier)',
  commands(
    [bin('eslint'), ['.', '--max-warnings=0']],
    [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ),
);

await step(
  'Type-check (tsc)',
  commands(
    [bin('tsc'), ['-p', 'packages/shared']],
    [bin('tsc'), ['-p', 'apps/server']],
    [bin('tsc'), ['-p', 'apps/web']],
    [bin('tsc'), ['-p', 'e2e']],
    [bin('tsc'), ['-p', 'bench']],
  ),
);

// TEST_DATABASE_URL is what switches the server tests to PostgreSQL; the PGlite pass must not inherit it.
const pgliteEnv = { ...process.env };
delete pgliteEnv.TEST_DATABASE_URL;
const postgres = await findPostgres({ required: ci });
// The multi-process and polling suites run once, in the PostgreSQL pass, when there is one
// (apps/server/test/postgres-only-suites.ts); without PostgreSQL the PGlite pass keeps them.
if (postgres.ok) pgliteEnv.SCENA_SKIP_POSTGRES_ONLY = '1';
// The shared-cache suite runs a real nginx (apps/server/test/nginx.test.ts), the several-instances
// suite a real Redis; without them those suites fail with the same message.
for (const problem of [ensureNginx(), ensureRedis()]) if (problem) console.log(yellow(problem));
await step(
  'Unit and integration tests on PGlite (Vitest: shared, server, web)',
  commands([bin('vitest'), ['run'], { env: pgliteEnv }]),
);

await step('Server integration tests on PostgreSQL', async () => {
  if (!postgres.ok) {
    const why = `PostgreSQL is not reachable at ${postgres.url} (${postgres.reason}).`;
    if (ci) return { status: 'failed', note: why };
    console.log(`${why}\nSet TEST_DATABASE_URL or start PostgreSQL to run this pass; CI (CI=1) requires it.`);
    return { status: 'skipped', note: 'PostgreSQL not reachable (required when CI=1)' };
  }
  console.log(`PostgreSQL ${postgres.version} at ${postgres.url}`);
  return commands([
    bin('vitest'),
    ['run', '--project', 'server'],
    { env: { TEST_DATABASE_URL: postgres.url } },
  ])();
});

await step('Browser journeys (Playwright in Chromium)', commands([process.execPath, ['scripts/e2e.mjs']]));

const total = Date.now() - started;
const width = Math.max(...results.map((entry) => entry.name.length));
console.log(`\n${bold('Summary')}`);
for (const entry of results) {
  const status =
    entry.status === 'passed'
      ? green('passed ')
      : entry.status === 'skipped'
        ? yellow('skipped')
        : red('FAILED ');
  console.log(
    `  ${status}  ${entry.name.padEnd(width)}  ${dim(formatMs(entry.ms).padStart(10))}${entry.note ? `  ${entry.note}` : ''}`,
  );
}
const failed = results.filter((entry) => entry.status === 'failed');
console.log(
  `\n${failed.length === 0 ? green(bold('All checks passed')) : red(bold(`${failed.length} check(s) failed`))} in ${formatMs(total)}${ci ? ' (CI)' : ''}.`,
);
process.exit(failed.length === 0 ? 0 : 1);
