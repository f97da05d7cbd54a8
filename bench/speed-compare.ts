// `npm run bench:speed-compare -- --bench=tickets|codes|webhooks --mechanism=<name> [--pairs=2] [--postgres] [-- …]`:
// what one speed mechanism (SPEED_OFF, apps/server/src/config) buys on the ticket rush, the code rush
// or the webhook burst. Runs the bench `--pairs` times with everything on and as often with the mechanism off,
// interleaved (on/off, off/on, …) so that both sides see the same shared machine, each run a fresh
// process and database (the rush's first round is measured on a fresh server, as a premiere meets one).
// Timing is printed, not judged, inside each run (`--no-judge-timing`); correctness still fails a run.
// Prints each run with the load average before and after it, then the medians, the ratio off/on and
// whether each side meets the goal (rushes: first-round losers' p99 ≤ 1 s; burst: p99 ≤ 500 ms).
// Arguments after `--` go to the bench (e.g. `-- --rounds=5`). Writes
// bench/results/speed-compare-<bench>-<mechanism>-<db>.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SPEED_MECHANISMS, type SpeedMechanism } from '../apps/server/src/config';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const bench = option('bench');
const mechanism = option('mechanism') as SpeedMechanism | undefined;
const pairs = Number(option('pairs') ?? 2);
const onPostgres = process.argv.includes('--postgres');
const passed = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const RUSHES = { tickets: 'ticket-rush', codes: 'codes-redeem' } as const;
const rush = bench === 'tickets' || bench === 'codes';
if (!rush && bench !== 'webhooks') throw new Error('--bench=tickets, --bench=codes or --bench=webhooks');
if (!mechanism || !SPEED_MECHANISMS.includes(mechanism))
  throw new Error(`--mechanism=one of ${SPEED_MECHANISMS.join(', ')}`);

const db = onPostgres ? 'postgres' : 'pglite';
const file = bench === 'tickets' || bench === 'codes' ? RUSHES[bench] : 'webhook-burst';
const resultFile = path.join(import.meta.dirname, 'results', `${file}-${db}.json`);

/** The figures of one run, from the bench's result file; the first is the one the goal is about. */
type Figures = Record<string, number>;
const GOAL: { metric: string; limit: number } = rush
  ? { metric: 'first-round loser p99', limit: 1_000 }
  : { metric: 'p99', limit: 500 };
const figuresOf = (result: Record<string, unknown>): Figures => {
  if (rush) {
    const rounds = result.rounds_detail as { loser_p99_ms: number; loser_p50_ms: number }[];
    const p99s = rounds.map((r) => r.loser_p99_ms).sort((a, b) => a - b);
    return {
      'first-round loser p99': rounds[0]!.loser_p99_ms,
      'median-round loser p99': p99s[Math.floor(p99s.length / 2)]!,
      'worst-round loser p99': p99s.at(-1)!,
      'first-round loser p50': rounds[0]!.loser_p50_ms,
    };
  }
  const latency = result.latencyMs as { p50: number; p95: number; p99: number };
  return {
    p99: latency.p99,
    p95: latency.p95,
    p50: latency.p50,
    'server CPU ms': result.serverCpuMs as number,
  };
};
const correctnessProblems = (result: Record<string, unknown>) =>
  ((result.problems as string[] | undefined) ?? []).filter((p) => !/p99|per minute/.test(p));

const runOnce = (off: boolean) =>
  new Promise<{ figures: Figures; problems: string[] }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, `${file}.ts`),
        '--no-judge-timing',
        ...(onPostgres ? ['--postgres'] : []),
        ...passed,
      ],
      { env: { ...process.env, SPEED_OFF: off ? mechanism : '' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', async () => {
      try {
        const result = JSON.parse(await fs.readFile(resultFile, 'utf8')) as Record<string, unknown>;
        resolve({ figures: figuresOf(result), problems: correctnessProblems(result) });
      } catch (error) {
        reject(error);
      }
    });
  });

const load = () => os.loadavg()[0]!.toFixed(2);
const runs: { off: boolean; loadBefore: string; loadAfter: string; figures: Figures; problems: string[] }[] =
  [];
console.log(`${bench} on ${db}: ${mechanism} on vs off, ${pairs} pairs, ${os.cpus().length} cores`);
for (let pair = 0; pair < pairs; pair += 1)
  for (const off of pair % 2 === 0 ? [false, true] : [true, false]) {
    await fs.rm(resultFile, { force: true });
    const loadBefore = load();
    const { figures, problems } = await runOnce(off);
    const run = { off, loadBefore, loadAfter: load(), figures, problems };
    runs.push(run);
    console.log(
      `${off ? 'off' : 'on '} load ${run.loadBefore}→${run.loadAfter}  ${Object.entries(figures)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(', ')}${problems.length ? `  PROBLEMS: ${problems.join('; ')}` : ''}`,
    );
  }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const side = (off: boolean) => runs.filter((r) => r.off === off);
const metrics = Object.keys(runs[0]!.figures);
const summary = metrics.map((metric) => {
  const on = median(side(false).map((r) => r.figures[metric]!));
  const off = median(side(true).map((r) => r.figures[metric]!));
  return { metric, on: Math.round(on), off: Math.round(off), 'off/on': Number((off / on).toFixed(2)) };
});
console.table(summary);
const meets = (off: boolean) => side(off).every((r) => r.figures[GOAL.metric]! <= GOAL.limit);
console.log(
  `goal (${GOAL.metric} ≤ ${GOAL.limit} ms in every run): on ${meets(false) ? 'met' : 'missed'}, off ${meets(true) ? 'met' : 'missed'}; correctness problems: on ${side(false).flatMap((r) => r.problems).length}, off ${side(true).flatMap((r) => r.problems).length}`,
);
const out = path.join(import.meta.dirname, 'results', `speed-compare-${file}-${mechanism}-${db}.json`);
await fs.writeFile(
  out,
  `${JSON.stringify({ at: new Date().toISOString(), bench, mechanism, db, pairs, goal: GOAL, runs, summary, meets: { on: meets(false), off: meets(true) } }, null, 2)}\n`,
);
console.log(`→ ${path.relative(process.cwd(), out)}`);
