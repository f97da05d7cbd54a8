// `npm run bench:lists [-- --rows=100000 --postgres]`: the list helpers at table sizes the sales
// lists will have. Seeds N events with generate_series (one INSERT … SELECT, seconds), then
// measures listPage (statements per page, first / deep / filtered page times) and a CSV export of
// every row through keysetBatches + csvStream (time to first byte, total time, heap growth).
// Not a test: it prints numbers and fails only if a page takes more than 3 statements
// (BEGIN/COMMIT not counted), the export's heap grows past 64 MB or its first byte takes over 1 s.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, eq, and, gte } from 'drizzle-orm';
import pg from 'pg';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as schema from '../apps/server/src/db/schema';
import type { Database, Db } from '../apps/server/src/db/client';
import { pgliteExtensions } from '../apps/server/src/db/pglite-extensions';
import { runMigrations } from '../apps/server/src/db/migrate';
import { inProcessExclusive, postgresExclusive } from '../apps/server/src/db/startup-lock';
import { keysetBatches, listPage } from '../apps/server/src/db/list-page';
import { csvStream, type CsvColumn } from '../apps/server/src/lib/csv';
import { events, type EventRow } from '../apps/server/src/modules/catalog';

const rows = Number(process.argv.find((a) => a.startsWith('--rows='))?.split('=')[1] ?? 100_000);
const onPostgres = process.argv.includes('--postgres');
let statements = 0;
const logger = {
  logQuery: (query: string) => void (/^(begin|commit|set transaction)/i.test(query) ? 0 : (statements += 1)),
};

const open = async (): Promise<{ database: Database; done: () => Promise<void> }> => {
  if (!onPostgres) {
    const client = new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    const database: Database = {
      db: drizzlePglite(client, { schema, logger }) as unknown as Db,
      kind: 'pglite',
      close: () => client.close(),
      exclusive: inProcessExclusive(),
    };
    return { database, done: () => client.close() };
  }
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `scena_bench_lists_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 4 });
  const database: Database = {
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    exclusive: postgresExclusive(target.toString()),
  };
  return {
    database,
    done: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const { database, done } = await open();
const { db } = database;
await runMigrations(database);

let start = process.hrtime.bigint();
await db.execute(
  sql`INSERT INTO videos (title, slug, video_link) VALUES ('Bench', 'bench', 'https://vimeo.com/1')`,
);
await db.execute(sql`
  INSERT INTO events (title, slug, price_grosze, date_from, date_to, time_from, time_to, is_festival, video_id)
  SELECT 'Wydarzenie ' || n, 'bench-' || n, (n % 9000) + 100, DATE '2030-01-01' + (n % 3650), DATE '2030-01-01' + (n % 3650),
         '19:00', '21:00', n % 7 = 0, (SELECT id FROM videos LIMIT 1)
  FROM generate_series(1, ${rows}) AS n`);
await db.execute(sql`ANALYZE events`);
console.log(`seeded ${rows} events on ${database.kind} in ${ms(start).toFixed(0)} ms`);

const where = gte(events.date_to, '2000-01-01');
const sortMap = {
  date_from: [events.date_from, events.time_from],
  title: events.title,
  price: events.price_grosze,
} as const;
const measure = async (
  label: string,
  paging: Parameters<typeof listPage<typeof events, keyof typeof sortMap>>[2],
  filter = where,
) => {
  statements = 0;
  const t0 = process.hrtime.bigint();
  const page = await listPage(db, { table: events, where: filter, sortMap, tiebreaker: events.id }, paging);
  const time = ms(t0);
  console.log(
    `${label.padEnd(40)} ${String(page.items.length).padStart(3)} rows of ${page.total}  ${statements} statements  ${time.toFixed(1)} ms`,
  );
  return statements;
};
const counts = [
  await measure('first page, by date', { page: 1, pageSize: 20, sort: 'date_from', dir: 'asc' }),
  await measure('first page, by title desc', { page: 1, pageSize: 20, sort: 'title', dir: 'desc' }),
  await measure('last page, by price', {
    page: Math.ceil(rows / 50),
    pageSize: 50,
    sort: 'price',
    dir: 'asc',
  }),
  await measure(
    'festival only, page 10',
    { page: 10, pageSize: 20, sort: 'date_from', dir: 'asc' },
    and(where, eq(events.is_festival, true)),
  ),
  await measure('past the end', { page: 1_000_000, pageSize: 20, sort: 'date_from', dir: 'asc' }),
];

const columns: CsvColumn<EventRow>[] = [
  { header: 'Id', value: (r) => r.id, kind: 'number' },
  { header: 'Tytuł', value: (r) => r.title },
  { header: 'Cena', value: (r) => r.price_grosze / 100, kind: 'money' },
  { header: 'Data', value: (r) => r.date_from, kind: 'day' },
  { header: 'Utworzono', value: (r) => r.created_at, kind: 'datetime' },
];
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let peakHeap = heapBefore;
let firstByte = 0;
let bytes = 0;
start = process.hrtime.bigint();
await pipeline(
  csvStream(keysetBatches(db, { table: events, key: events.id, batchSize: 1000 }), columns),
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (bytes === 0) firstByte = ms(start);
      bytes += chunk.length;
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      callback();
    },
  }),
);
const growth = peakHeap - heapBefore;
console.log(
  `CSV of ${rows} rows: first byte ${firstByte.toFixed(1)} ms, all ${ms(start).toFixed(0)} ms, ${mb(bytes)} MB, heap growth ${mb(growth)} MB`,
);

await done();
const worst = Math.max(...counts);
// The goals: a bounded number of statements per page, the export's first byte within 1 s and
// its memory growth under 100 MB (held tighter here, at 64 MB).
if (worst > 3 || growth > 64 * 1024 * 1024 || firstByte > 1_000) {
  console.error(
    `FAILED: ${worst} statements per page (max 3), heap growth ${mb(growth)} MB (max 64), first byte ${firstByte.toFixed(0)} ms (max 1000)`,
  );
  process.exit(1);
}
