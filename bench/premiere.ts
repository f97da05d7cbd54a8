// `npm run bench:premiere [-- --postgres --rates=600,1200 | --rate=N --compare …]`: the load a
// theatre gets when a premiere opens (issue 18). Viewers arrive over --arrival-seconds at a rate
// (viewers/minute); each opens the signed-in home, the event page, buys a limited ticket through
// the PayU adapter against the loopback emulator (8 in 10 pay), polls the order, and if paid opens
// watch mode (playback start, signed HLS playlist, first segments) and checks its session while
// watching. The load comes from separate processes; the built server runs in its own. Capacity:
// the highest rate at which every step's p95 ≤ 500 ms, no error and no oversold ticket, found by
// stepping the rate (--rates, or doubling from --start-rate then bisecting). `--compare` runs
// each SPEED_MECHANISMS entry on and off (SPEED_OFF), in pairs, and prints the kept/removed table.
// `--instances=1,2` (PostgreSQL) measures the capacity with each number of built instances behind
// one nginx (bench/cluster.ts: deploy/nginx's config, a shared Redis), in that order, so the count
// is the only difference (`--instances=1,2,1,2` alternates them). The figure to quote, on a quiet
// machine:
//   npm run bench:premiere -- --postgres --instances=1,2 --arrival-seconds=20 --start-rate=75
// (75 doubles to 150, 300, 600, then bisects; quiet, 2 cores: 450/min with one, 600 with two, bench/NOTES.md).
// Method, trade-offs and figures: bench/NOTES.md.
import os from 'node:os';
import { SPEED_MECHANISMS } from '../apps/server/src/config';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { capacity, nextRate, type RateResult } from './premiere-stats';
import { runRate, type LoadSettings } from './premiere-load';
import { oversoldOf, prepareWorld, type World } from './premiere-server';
import {
  compareTable,
  instancesTable,
  printCapacity,
  printRate,
  saveResult,
  type CompareRow,
} from './premiere-report';
import { SEEDED_ROWS } from './read-path.mjs';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const number = (name: string, fallback: number) => Number(option(name) ?? fallback);
const onPostgres = process.argv.includes('--postgres');
const compare = process.argv.includes('--compare');
/** Instance counts behind nginx, measured one after the other; null: one server, no proxy. */
const instanceCounts = option('instances')?.split(',').map(Number) ?? null;
if (instanceCounts && (!onPostgres || compare || instanceCounts.some((n) => !(n >= 1))))
  throw new Error('--instances=1,2 needs --postgres, counts ≥ 1, and no --compare');
const fixedRate = option('rate') ? Number(option('rate')) : null;
const rates = option('rates')?.split(',').map(Number) ?? null;
const search = { startRate: number('start-rate', 300), maxRate: number('max-rate', 9600), precision: 0.25 };
const arrivalSeconds = number('arrival-seconds', 60);
// pglite-thread is PGlite's own: on PostgreSQL switching it off would compare a server with itself.
const mechanisms =
  option('mechanisms')?.split(',') ?? SPEED_MECHANISMS.filter((m) => !(onPostgres && m === 'pglite-thread'));
const unknown = mechanisms.filter((m) => !(SPEED_MECHANISMS as readonly string[]).includes(m));
if (unknown.length)
  throw new Error(`unknown mechanism(s) ${unknown.join(', ')}; known: ${SPEED_MECHANISMS.join(', ')}`);

const highestRate = fixedRate ?? (rates ? Math.max(...rates) : search.maxRate);
/** Steps one configuration may take: the rates given, or doubling up to --max-rate and ≤ 3 bisections. */
const stepsPerConfiguration = fixedRate
  ? 1
  : (rates?.length ?? Math.ceil(Math.log2(search.maxRate / search.startRate)) + 4);
/** On/off pairs per mechanism in `--compare`: the table takes their median. */
const pairs = number('pairs', 1);
const configurations = compare ? 2 * pairs * mechanisms.length : (instanceCounts?.length ?? 1);
/**
 * Before the steps, each fresh server serves a few viewers (not judged): a premiere meets a warm
 * server. Behind nginx, as many per instance (each fills its own stored answers and JIT).
 */
const WARM_UP = { rate: 120, arrivalSeconds: 5, watchSeconds: 5 };
const mostInstances = Math.max(1, ...(instanceCounts ?? []));

if (!(await ensureBuilt({ only: ['server'] }))) throw new Error('the server build failed');
const world = await prepareWorld({
  onPostgres,
  events: number('events', SEEDED_ROWS),
  videos: number('videos', SEEDED_ROWS),
  // Viewers are reused from step to step (each step sells its own event); the warm-up takes the first ones.
  viewers: Math.max(
    Math.ceil((highestRate * arrivalSeconds) / 60),
    (WARM_UP.rate * mostInstances * WARM_UP.arrivalSeconds) / 60,
  ),
  eventsOnSale: configurations * (stepsPerConfiguration + 1),
  tickets: number('tickets', 300),
});
const settings: LoadSettings = {
  baseUrl: world.baseUrl,
  checkoutUrl: world.checkoutUrl,
  secret: world.secret,
  password: world.password,
  hostedVideoId: world.hostedVideoId,
  payOfTen: number('pay', 8),
  watchSeconds: number('watch-seconds', 10),
  sessionCheckSeconds: number('session-check-seconds', 5),
  arrivalSeconds,
  processes: number('processes', 2),
};

/** One configuration: its own server, the rates stepped as asked, then the oversold check. */
const measure = async (label: string, speedOff: string[], world: World, instances?: number) => {
  await world.startServer(speedOff, instances);
  const results: RateResult[] = [];
  try {
    const warmRate = WARM_UP.rate * (instances ?? 1);
    const warm = await runRate({ ...settings, ...WARM_UP }, warmRate, world.nextEvent());
    console.log(
      `${label}: warm-up of ${warm.viewers} viewers (not judged): ${JSON.stringify(warm.outcomes)}`,
    );
    let rate: number | null = fixedRate ?? rates?.[0] ?? search.startRate;
    while (rate !== null) {
      const result = await runRate(settings, rate, world.nextEvent());
      results.push(result);
      printRate(label, result);
      if (fixedRate) break;
      if (rates) {
        const failed = capacity([result]) === 0;
        rate = failed ? null : (rates[results.length] ?? null);
      } else rate = nextRate(results, search);
    }
  } finally {
    const stock = await world.stopServer();
    for (const result of results) result.oversold = oversoldOf(stock, result.eventId);
  }
  const found = capacity(results);
  printCapacity(label, results, found);
  return { capacity: found, results };
};

const database = onPostgres ? 'postgres' : 'pglite';
const run = { database, arrivalSeconds, settings: { ...settings, secret: undefined, password: undefined } };
const machine = () => ({ cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version });
try {
  if (instanceCounts) {
    const measured = [];
    for (const instances of instanceCounts)
      measured.push({
        instances,
        ...(await measure(`${instances} instance(s) behind nginx`, [], world, instances)),
      });
    const table = instancesTable(measured);
    const heading = `Premiere bench, instances behind nginx on ${database}, arrival ${arrivalSeconds} s, ${new Date().toISOString()}, ${os.cpus().length} cores`;
    const md = saveResult(`premiere-instances-${database}`, 'md', `${heading}\n\n${table}\n`);
    saveResult(
      `premiere-instances-${database}`,
      'json',
      JSON.stringify({ at: new Date().toISOString(), ...run, machine: machine(), measured }, null, 2),
    );
    console.log(`\n${heading}\n\n${table}\n→ ${md}`);
  } else if (!compare) {
    const measured = await measure('all mechanisms on', [], world);
    const file = saveResult(
      `premiere-${database}`,
      'json',
      JSON.stringify({ at: new Date().toISOString(), ...run, machine: machine(), ...measured }, null, 2),
    );
    console.log(`\ncapacity on ${database}: ${measured.capacity} viewers/min → ${file}`);
  } else {
    const rows: CompareRow[] = [];
    for (const mechanism of mechanisms) {
      // In pairs, one right after the other: both see the same machine (its load drifts).
      const row: CompareRow = { mechanism, pairs: [] };
      rows.push(row);
      for (let pair = 1; pair <= pairs; pair += 1) {
        const withIt = await measure(`${mechanism}: all on (pair ${pair})`, [], world);
        const without = await measure(`${mechanism}: off (pair ${pair})`, [mechanism], world);
        row.pairs.push({ with: withIt, without });
      }
      console.log(`\n${compareTable(rows)}`);
    }
    const table = compareTable(rows);
    const mode = `${fixedRate ? `fixed rate ${fixedRate}/min` : 'stepped rates'}, ${pairs} pair(s) per mechanism`;
    const heading = `Premiere bench --compare on ${database}, ${mode}, arrival ${arrivalSeconds} s, ${new Date().toISOString()}, load average at the end ${os.loadavg()[0]!.toFixed(2)}`;
    const md = saveResult(`premiere-compare-${database}`, 'md', `${heading}\n\n${table}\n`);
    saveResult(
      `premiere-compare-${database}`,
      'json',
      JSON.stringify({ at: new Date().toISOString(), ...run, machine: machine(), rows }, null, 2),
    );
    console.log(`\n${heading}\n\n${table}\n→ ${md}`);
  }
} finally {
  await world.close();
}
process.exit(0);
