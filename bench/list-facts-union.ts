// `npx tsx bench/list-facts-union.ts [-- --postgres] [--rounds=300 --parallel=4 --batch=6]`: the
// signed-in whole lists' facts (modules/tickets `readListFacts`) as today's three statements
// (version and ticket stock, the viewers' access rows, their latest order statuses; run at once,
// on PostgreSQL on three pooled connections) against ONE `UNION ALL` statement returning the same
// rows (issue 18: "complexity pays rent" — the cheaper stays). Interleaved in one run: each round
// runs `parallel` batches of `batch` viewers with one shape, then with the other. Prints p50/p95
// per batch, the throughput, both ratios and the load average. Checks once that both give the same facts.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { execute, openBenchDatabase } from './bench-database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { accessStore } from '../apps/server/src/modules/access';
import { orderFactsRepository } from '../apps/server/src/modules/orders';
import { ticketStockRepository } from '../apps/server/src/modules/tickets/ticket-stock.repository';

const onPostgres = process.argv.includes('--postgres');
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rounds = arg('rounds', 300);
const parallel = arg('parallel', 4);
const batch = arg('batch', 6);
const USERS = 2_000;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * p) - 1]!;

const { database, done } = await openBenchDatabase({ postgres: onPostgres, name: 'facts', poolSize: 10 });
const { db } = database;
try {
  await runMigrations(database);
  // 60 events (40 limited), 2,000 viewers, ~3 access rows and ~6 orders each (a premiere's home).
  await db.execute(
    sql`INSERT INTO videos (title, slug, video_link) VALUES ('Wideo', 'wideo', 'https://vimeo.com/1')`,
  );
  await db.execute(sql`INSERT INTO events (title, slug, price_grosze, date_from, date_to, time_from, time_to, video_id, available_tickets)
    SELECT 'Spektakl ' || n, 'spektakl-' || n, 2500, CURRENT_DATE + n, CURRENT_DATE + n, '19:00', '21:00',
      (SELECT min(id) FROM videos), CASE WHEN n % 3 = 0 THEN NULL ELSE 100 END FROM generate_series(1, 60) AS n`);
  await db.execute(sql`INSERT INTO users (email, firstname, lastname, password_hash, role, tos, verified_at)
    SELECT 'widz' || n || '@example.com', 'Widz', 'Nazwisko', 'x', 2, true, now() FROM generate_series(1, ${USERS}) AS n`);
  await db.execute(sql`INSERT INTO access_grants (user_id, event_id, source)
    SELECT u.id, e.id, 'order' FROM users u JOIN events e ON (u.id + e.id) % 20 = 0`);
  await db.execute(sql`INSERT INTO orders (ext_order_id, product_type, provider, user_id, event_id, title, email, amount, status, created_at)
    SELECT upper(substr(md5(u.id || '-' || e.id), 1, 24)), 'event', 'payu', u.id, e.id, 'T', u.email, 2500,
      CASE WHEN (u.id + e.id) % 20 = 0 THEN 'COMPLETED' ELSE 'CANCELED' END, now() - (e.id || ' minutes')::interval
    FROM users u JOIN events e ON (u.id + e.id) % 10 = 0`);
  await db.execute(sql`ANALYZE`);
  const userIds = ((await execute(db, sql`SELECT id FROM users ORDER BY id`)).rows as { id: number }[]).map(
    (r) => r.id,
  );

  const three = async (ids: number[]) => {
    const [shared, grants, statuses] = await Promise.all([
      ticketStockRepository.versionAndStock(db, true),
      accessStore.grantsOfUsers(db, ids, 'event'),
      orderFactsRepository.latestStatusesOf(db, ids, 'event'),
    ]);
    return {
      version: shared.version,
      stock: shared.ticketsLeft.size,
      grants: grants.length,
      statuses: statuses,
    };
  };
  const union = async (ids: number[]) => {
    const users = sql`${`{${ids.join(',')}}`}::int[]`;
    const { rows } = await execute(
      db,
      sql`SELECT 'v' AS t, NULL::int AS user_id, NULL::int AS item_id, v.version::bigint AS n, NULL::text AS s,
          NULL::timestamptz AS first_played_at, NULL::timestamptz AS expiration_date FROM public_data_version v WHERE v.id = 1
        UNION ALL SELECT 's', NULL, s.event_id, greatest(s.ticket_limit - s.held, 0)::bigint, NULL, NULL, NULL FROM ticket_stock s
        UNION ALL SELECT 'g', g.user_id, g.event_id, g.id, g.source, g.first_played_at, g.expiration_date
          FROM access_grants g WHERE g.user_id = ANY(${users}) AND g.event_id IS NOT NULL
        UNION ALL SELECT * FROM (SELECT DISTINCT ON (o.user_id, o.event_id) 'o', o.user_id, o.event_id, NULL::bigint,
            o.status::text, NULL::timestamptz, NULL::timestamptz
          FROM orders o WHERE o.user_id = ANY(${users}) AND o.product_type = 'event' AND o.event_id IS NOT NULL
          ORDER BY o.user_id, o.event_id, o.created_at DESC, o.id DESC) AS latest`,
    );
    let version = -1;
    let stock = 0;
    let grants = 0;
    const statuses = new Map<number, Map<string, string>>(ids.map((id) => [id, new Map()]));
    for (const row of rows as { t: string; user_id: number; item_id: number; n: string; s: string }[]) {
      if (row.t === 'v') version = Number(row.n);
      else if (row.t === 's') stock += 1;
      else if (row.t === 'g') grants += 1;
      else statuses.get(row.user_id)!.set(`event:${row.item_id}`, row.s);
    }
    return { version, stock, grants, statuses };
  };

  const sample = userIds.slice(0, batch);
  const a = await three(sample);
  const b = await union(sample);
  const same = (x: typeof a, y: typeof b) =>
    JSON.stringify({ ...x, statuses: [...x.statuses].map(([k, v]) => [k, [...v].sort()]) }) ===
    JSON.stringify({ ...y, statuses: [...y.statuses].map(([k, v]) => [k, [...v].sort()]) });
  if (!same(a, b))
    throw new Error(`the two shapes disagree: ${JSON.stringify([a.grants, b.grants, a.stock, b.stock])}`);

  const shapes = { 'three statements': three, 'one UNION ALL': union };
  const times: Record<string, number[]> = { 'three statements': [], 'one UNION ALL': [] };
  const wall: Record<string, number> = { 'three statements': 0, 'one UNION ALL': 0 };
  let next = 0;
  const viewers = () => Array.from({ length: batch }, () => userIds[(next += 7) % userIds.length]!);
  for (let round = -20; round < rounds; round += 1) {
    for (const [name, run] of Object.entries(shapes)) {
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          const start = performance.now();
          await run(viewers());
          if (round >= 0) times[name]!.push(performance.now() - start);
        }),
      );
      if (round >= 0) wall[name]! += performance.now() - t0;
    }
  }
  console.log(
    `\nSigned-in list facts (events) on ${database.kind}: ${rounds} rounds × ${parallel} batches of ${batch} viewers at once; load ${load()}`,
  );
  for (const name of Object.keys(shapes))
    console.log(
      `  ${name.padEnd(17)} p50 ${pct(times[name]!, 0.5).toFixed(2)} ms  p95 ${pct(times[name]!, 0.95).toFixed(2)} ms  ${((rounds * parallel) / (wall[name]! / 1000)).toFixed(0)} batches/s`,
    );
  const ratio = (p: number) => pct(times['three statements']!, p) / pct(times['one UNION ALL']!, p);
  console.log(
    `  three / union: p50 ${ratio(0.5).toFixed(2)}×, p95 ${ratio(0.95).toFixed(2)}×, throughput ${(wall['three statements']! / wall['one UNION ALL']!).toFixed(2)}× (> 1: the union is cheaper)`,
  );
} finally {
  await done();
}
