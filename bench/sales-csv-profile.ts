// `npx tsx bench/sales-csv-profile.ts [-- --rows=100000 --rounds=3]`: where the payments CSV's time
// goes on PGlite (issue 20: CSV within 2× of COPY; PGlite measured 4.35×). In one run, interleaved
// per round so each variant sees the same machine, on the event orders of `rows` seeded orders:
//   copy-raw      COPY (the raw columns) TO '/dev/blob': bench:sales's yardstick;
//   copy-lines    COPY (the CSV line our statement writes) TO '/dev/blob': the SQL formatting alone;
//   csv-<N>       the server's export (payments-csv.ts) read to the end, keyset batches of N rows;
//   raw-rows-<N>  the same keyset batches of raw columns through drizzle: the JS row parsing alone.
// Prints the median of the rounds, each as a ratio to copy-raw, and the load average.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './bench-database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { paymentsCsv, paymentsCsvCells } from '../apps/server/src/modules/payments/payments-csv';
import { sqlCsvLine } from '../apps/server/src/lib/csv';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rows = arg('rows', 100_000);
const rounds = arg('rounds', 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const { database, done } = await openBenchDatabase({ postgres: false, name: 'csv', poolSize: 1 });
const { db } = database;
const client = database.pglite!;
try {
  await runMigrations(database);
  // The same orders as bench/sales.ts (without users and items: the export reads orders only).
  await db.execute(sql`
    INSERT INTO orders (ext_order_id, product_type, provider, provider_order_id, title,
      firstname, lastname, email, country, customer_ip, amount, status, created_at, updated_at)
    SELECT upper(substr(md5(n::text), 1, 24)), CASE WHEN n % 3 = 0 THEN 'video' ELSE 'event' END, 'payu', 'PAYU' || n,
      'Tytuł ' || (n % 80), 'Widz' || (n % 20000), 'Nazwisko' || (n % 997), 'widz' || (n % 20000) || '@example.com',
      'PL', '10.0.' || (n % 250) || '.' || (n % 200), 1000 + (n % 90) * 100,
      CASE WHEN n % 100 < 70 THEN 'COMPLETED' WHEN n % 100 < 82 THEN 'PENDING' WHEN n % 100 < 92 THEN 'CANCELED' ELSE 'REFUNDED' END,
      now() - (n::float8 / ${rows}) * interval '730 days', now() - (n::float8 / ${rows}) * interval '730 days' + interval '10 minutes'
    FROM generate_series(1, ${rows}) AS n`);
  await db.execute(sql`INSERT INTO order_refunds (order_id, ext_refund_id, amount, status, reason)
    SELECT id, ext_order_id || '-R', amount, 'FINALIZED', 'admin' FROM orders WHERE status = 'REFUNDED'`);
  await db.execute(sql`ANALYZE`);
  const filter = { kind: 'event' as const };
  const refunded = `coalesce((SELECT sum(r.amount) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'FINALIZED'), 0)`;
  const copyRaw = `COPY (SELECT o.ext_order_id, o.provider_order_id, o.title, o.firstname, o.lastname, o.email, o.country,
      o.customer_ip, o.amount, ${refunded}, o.status, o.used_code, o.provider, o.created_at, o.updated_at
    FROM orders o WHERE o.product_type = 'event' ORDER BY o.id) TO '/dev/blob' WITH (FORMAT csv, DELIMITER ';', HEADER)`;
  const lineSql = sqlCsvLine(paymentsCsvCells(sql.raw(refunded.replaceAll('o.id', 'orders.id'))));
  const { sql: lineText } = (
    db as unknown as { dialect: { sqlToQuery: (q: typeof lineSql) => { sql: string } } }
  ).dialect.sqlToQuery(lineSql);
  const copyLines = `COPY (SELECT ${lineText.replaceAll('"orders".', 'orders.')} FROM orders WHERE product_type = 'event' ORDER BY created_at, id) TO '/dev/blob'`;

  const timed = async (run: () => Promise<number>) => {
    const t0 = performance.now();
    const size = await run();
    return { ms: performance.now() - t0, size };
  };
  const variants: Record<string, () => Promise<number>> = {
    'copy-raw': async () => (await client.query(copyRaw)).blob?.size ?? 0,
    'copy-lines': async () => (await client.query(copyLines)).blob?.size ?? 0,
  };
  for (const batch of [5_000, 50_000]) {
    variants[`csv-${batch}`] = async () => {
      let bytes = 0;
      for await (const chunk of paymentsCsv(db, filter, batch)) bytes += (chunk as string).length;
      return bytes;
    };
  }
  variants['raw-rows-5000'] = async () => {
    let n = 0;
    let after = 0;
    for (;;) {
      const batch =
        (await db.execute(sql`SELECT o.id, o.ext_order_id, o.provider_order_id, o.title, o.firstname, o.lastname,
        o.email, o.country, o.customer_ip, o.amount, ${sql.raw(refunded)} AS refunded, o.status, o.used_code, o.provider,
        o.created_at, o.updated_at FROM orders o WHERE o.product_type = 'event' AND o.id > ${after} ORDER BY o.id LIMIT 5000`)) as unknown as {
          rows: { id: number }[];
        };
      n += batch.rows.length;
      if (batch.rows.length < 5000) return n;
      after = batch.rows.at(-1)!.id;
    }
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  const sizes: Record<string, number> = {};
  for (const run of Object.values(variants)) await run(); // warm
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, run] of Object.entries(variants)) {
      const { ms, size } = await timed(run);
      times[name]!.push(ms);
      sizes[name] = size;
    }
    console.log(`round ${round + 1} done; load ${load()}`);
  }
  const base = median(times['copy-raw']!);
  console.log(`\nPGlite, ${rows} orders (event orders exported), median of ${rounds}; load ${load()}`);
  for (const name of Object.keys(variants))
    console.log(
      `  ${name.padEnd(14)} ${median(times[name]!).toFixed(0).padStart(7)} ms  ${(median(times[name]!) / base).toFixed(2)}×  (${sizes[name]} ${name.startsWith('raw') ? 'rows' : 'bytes/chars'})`,
    );
} finally {
  await done();
}
