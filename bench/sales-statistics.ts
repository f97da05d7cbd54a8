// `npx tsx bench/sales-statistics.ts [-- --rows=100000 --postgres]` (`npm run bench:sales`, and so
// `npm run bench`, calls `benchSalesStatistics` on the database it seeded): the statistics screen's range calls
// for one year, each against ONE sequential scan of the orders table timed in the same run
// (`SELECT count(*), sum(amount) FROM orders`). Goal (issue 20): every call within 3× of the
// scan. Prints each ratio and the load average; exits 1 on a breach when run as a CLI.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import type { AppContext } from '../apps/server/src/context';
import { createStatisticsService } from '../apps/server/src/modules/statistics';
import { openBenchDatabase } from './bench-database';

export const STATISTICS_GOAL = 3;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (run: () => Promise<unknown>) => {
  const times: number[] = [];
  await run(); // warm the cache and the plan once; the scan gets the same
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
};

/**
 * `rows` orders over the two years ending today: a third events, the rest videos; statuses as a
 * box office sees them (≈70 % COMPLETED, some refunded, cancelled, unpaid), and a refund for every
 * 50th completed order. One INSERT … SELECT each (seconds for a million rows).
 */
export const seedSalesOrders = async (database: Database, rows: number) => {
  await database.db.execute(sql`
    INSERT INTO orders (ext_order_id, product_type, provider, title, email, amount, status, created_at, updated_at)
    SELECT lpad(to_hex(i), 24, '0'), CASE WHEN i % 3 = 0 THEN 'event' ELSE 'video' END, 'payu', 'Spektakl ' || (i % 500),
           'widz' || (i % 20000) || '@example.com', 1000 + (i % 7) * 500,
           CASE WHEN i % 10 < 7 THEN 'COMPLETED' WHEN i % 10 = 7 THEN 'REFUNDED' WHEN i % 10 = 8 THEN 'CANCELED' ELSE 'PENDING' END,
           now() - (i::float8 / ${rows}) * interval '730 days',
           now() - (i::float8 / ${rows}) * interval '730 days' + interval '2 days'
    FROM generate_series(1, ${rows}) AS i`);
  await database.db.execute(sql`
    INSERT INTO order_refunds (order_id, ext_refund_id, amount, status, reason, created_at, updated_at)
    SELECT id, 'R' || id, 500, 'FINALIZED', 'admin', created_at + interval '1 day', created_at + interval '1 day'
    FROM orders WHERE status = 'COMPLETED' AND id % 50 = 0`);
  await database.db.execute(sql`ANALYZE orders`);
  await database.db.execute(sql`ANALYZE order_refunds`);
};

export interface StatisticsBenchResult {
  rows: number;
  scanMs: number;
  calls: { name: string; ms: number; ratio: number }[];
  loadavg: number[];
  ok: boolean;
}

/** Times the year's range calls against one sequential scan of `orders` on a seeded database. */
export const benchSalesStatistics = async (database: Database): Promise<StatisticsBenchResult> => {
  const statistics = createStatisticsService({ db: database.db } as AppContext);
  const to = new Date();
  const from = new Date(to.getTime() - 364 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const range = { from: day(from), to: day(to) };
  const counted = (await database.db.execute(sql`SELECT count(*)::int AS n FROM orders`)) as unknown as {
    rows: { n: number }[];
  };
  const scanMs = await timed(() => database.db.execute(sql`SELECT count(*), sum(amount) FROM orders`));
  const calls = [
    { name: 'orders per day (a year)', run: () => statistics.ordersPerDay(range) },
    { name: 'income per day (a year)', run: () => statistics.incomePerDay(range) },
    { name: 'paymentsumm (a year)', run: () => statistics.paymentSumm(range) },
  ];
  const results = [];
  for (const call of calls) {
    const ms = await timed(call.run);
    results.push({ name: call.name, ms, ratio: ms / scanMs });
  }
  const loadavg = os.loadavg().map((l) => Math.round(l * 100) / 100);
  return {
    rows: counted.rows[0]!.n,
    scanMs,
    calls: results,
    loadavg,
    ok: results.every((r) => r.ratio <= STATISTICS_GOAL),
  };
};

export const printStatisticsBench = (result: StatisticsBenchResult, kind: string) => {
  console.log(
    `\nStatistics for a year on ${kind}, ${result.rows} orders (goal: each ≤ ${STATISTICS_GOAL}× one scan)`,
  );
  console.log(`  sequential scan of orders: ${result.scanMs.toFixed(1)} ms (median of ${RUNS})`);
  for (const call of result.calls)
    console.log(
      `  ${call.name.padEnd(26)} ${call.ms.toFixed(1).padStart(8)} ms  ${call.ratio.toFixed(2)}×  ${call.ratio <= STATISTICS_GOAL ? 'ok' : 'OVER'}`,
    );
  console.log(`  load average (1, 5, 15 min): ${result.loadavg.join(', ')}; ${os.cpus().length} CPUs`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const postgres = process.argv.includes('--postgres');
  const rows = Number(
    process.argv.find((a) => a.startsWith('--rows='))?.split('=')[1] ?? (postgres ? 1_000_000 : 100_000),
  );
  const { database, done } = await openBenchDatabase({ postgres, name: 'statistics', poolSize: 4 });
  try {
    await runMigrations(database);
    const start = performance.now();
    await seedSalesOrders(database, rows);
    console.log(`seeded ${rows} orders on ${database.kind} in ${(performance.now() - start).toFixed(0)} ms`);
    const result = await benchSalesStatistics(database);
    printStatisticsBench(result, database.kind);
    if (!result.ok) process.exitCode = 1;
  } finally {
    await done();
  }
}
