// `npm run bench:users [-- --db=pglite|postgres|both --users=N --rounds=200]`: the admin user
// search and user detail (issue 21) at the sizes a theatre's audience reaches: 1,000,000 users on
// PostgreSQL, 100,000 on PGlite (`--users` overrides both). Every request goes through the real app
// (app.inject: guard, validation, service, serialiser). Baseline in the same run: the owner's
// GET /api/users/{id} (a primary-key read). Goals: a fragment search (part of an e-mail or of a
// surname, sorted by creation date, page 1 of 20) p95 within 10x of the baseline's p95; the detail
// of a user with 500 orders within 5x. Prints the ratios and the load average; exits 1 when a goal
// is missed. Results in bench/results/users-<db>.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { execute, openBenchDatabase } from './bench-database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { staticGeoIp } from '../apps/server/src/adapters/geoip';
import { usersRepository } from '../apps/server/src/modules/users';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const which = arg('db') ?? 'both';
const rounds = Number(arg('rounds') ?? 200);
const GOALS = { search: 10, detail: 5 };
const SYLLABLES = [
  'kow',
  'now',
  'wis',
  'zaj',
  'lew',
  'kam',
  'dud',
  'mak',
  'pie',
  'gor',
  'baj',
  'sob',
  'wro',
  'kru',
  'zie',
  'ryb',
  'mic',
  'gaw',
  'jan',
  'sta',
];

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const run = async (kind: 'pglite' | 'postgres', users: number) => {
  const { database, done } = await openBenchDatabase({
    postgres: kind === 'postgres',
    name: 'users',
    poolSize: 4,
  });
  try {
    await runMigrations(database);
    const { db } = database;
    const start = Date.now();
    // Surnames from three syllables (8,000 of them, ~users/8000 people each) with Polish endings;
    // e-mails firstname.surname<n>@domain: a fragment finds a handful, a surname some hundreds.
    const syl = sql.raw(`(ARRAY[${SYLLABLES.map((s) => `'${s}'`).join(',')}])`);
    await db.execute(sql`
      INSERT INTO users (email, firstname, lastname, password_hash, role, tos, country_code, mailing, verified_at, created_at)
      SELECT lower(f || '.' || s || n || '@' || (ARRAY['poczta.example','mail.example','teatr.example'])[1 + n % 3]),
             initcap(f), initcap(s), 'x', (ARRAY[2, 2, 2, 3, 4])[1 + n % 5], true,
             (ARRAY['PL','PL','PL','DE','GB','UA'])[1 + n % 6], n % 4 = 0, now(), now() - (n || ' minutes')::interval
      FROM (
        SELECT n, (ARRAY['Anna','Jan','Łucja','Piotr','Zofia','Michał','Ewa','Paweł'])[1 + n % 8] AS f,
               ${syl}[1 + n % 20] || ${syl}[1 + (n / 20) % 20] || ${syl}[1 + (n / 400) % 20] ||
               (ARRAY['ski','ska','icz','ak'])[1 + (n / 8000) % 4] AS s
        FROM generate_series(1, ${users}) AS n
      ) AS g`);
    // Every tenth user has a completed order; one user has 500 orders of both kinds.
    await db.execute(sql`
      INSERT INTO orders (ext_order_id, product_type, provider, user_id, title, email, amount, status, created_at)
      SELECT 'A' || lpad(n::text, 23, '0'), 'video', 'payu', n * 10, 'Wesele', 'x@example.com', 2500, 'COMPLETED', now()
      FROM generate_series(1, ${Math.floor(users / 10)}) AS n`);
    const [heavy] = (await execute(db, sql`SELECT id, email FROM users WHERE id = 7`)).rows as unknown as {
      id: number;
      email: string;
    }[];
    await db.execute(sql`
      INSERT INTO orders (ext_order_id, product_type, provider, user_id, title, firstname, lastname, email, amount, status, created_at)
      SELECT 'B' || lpad(n::text, 23, '0'), CASE WHEN n % 2 = 0 THEN 'event' ELSE 'video' END, 'payu', ${heavy!.id},
             'Spektakl ' || n, 'Jan', 'Kowalski', ${heavy!.email}, 2500 + n,
             (ARRAY['COMPLETED','PENDING','CANCELED','REFUNDED'])[1 + n % 4], now() - (n || ' hours')::interval
      FROM generate_series(1, 500) AS n`);
    await db.execute(sql`ANALYZE`);
    console.log(
      `${kind}: seeded ${users} users and ${Math.floor(users / 10) + 500} orders in ${Date.now() - start} ms`,
    );

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT_DISABLED: 'true',
    });
    const { app, ctx } = await buildApp({
      config,
      database,
      geoip: staticGeoIp(),
      logger: false,
      serveWeb: false,
    });
    const domain = config.ADMIN_EMAIL_DOMAINS[0] ?? 'teatr.test';
    const admin = await usersRepository.insert(db, {
      email: `bench-admin@${domain}`,
      firstname: 'Admin',
      lastname: 'Bench',
      password_hash: 'x',
      role: Role.ADMIN,
      tos: true,
    });
    const owner = (await usersRepository.findById(db, 12345 % users))!;
    const adminToken = await ctx.sessions.start(admin, {
      remember: false,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    const ownerToken = await ctx.sessions.start(owner, {
      remember: false,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });

    const get = async (url: string, token: string) => {
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms, body: res.json() as { total?: number; orders?: unknown[]; videoOrders?: unknown[] } };
    };
    // Fragments: the middle of an e-mail (surname part and number), and a piece of a surname.
    const fragment = (i: number) => {
      const n = 1 + ((i * 7919) % users);
      const s =
        SYLLABLES[n % 20]! + SYLLABLES[Math.floor(n / 20) % 20]! + SYLLABLES[Math.floor(n / 400) % 20]!;
      return i % 2 === 0
        ? `${s.slice(2)}${['ski', 'ska', 'icz', 'ak'][Math.floor(n / 8000) % 4]}${n}`.slice(0, 12)
        : s.slice(1, 8);
    };
    const times = { read: [] as number[], search: [] as number[], detail: [] as number[] };
    const found: number[] = [];
    // Warm-up: every measured path (JIT, statement caches), not only the baseline.
    for (let i = 0; i < 10; i++) {
      await get(`/api/users/${owner.id}`, ownerToken);
      await get(
        `/api/users?q=${encodeURIComponent(fragment(rounds + i))}&sort=created_at&dir=desc&page=1`,
        adminToken,
      );
      await get(`/api/users/${heavy!.id}`, adminToken);
    }
    for (let i = 0; i < rounds; i++) {
      times.read.push((await get(`/api/users/${owner.id}`, ownerToken)).ms);
      const search = await get(
        `/api/users?q=${encodeURIComponent(fragment(i))}&sort=created_at&dir=desc&page=1`,
        adminToken,
      );
      times.search.push(search.ms);
      found.push(search.body.total ?? 0);
      const detail = await get(`/api/users/${heavy!.id}`, adminToken);
      if ((detail.body.orders?.length ?? 0) + (detail.body.videoOrders?.length ?? 0) !== 500)
        throw new Error('detail: not 500 orders');
      times.detail.push(detail.ms);
    }
    await app.close();
    const base = p95(times.read);
    const result = {
      db: kind,
      users,
      rounds,
      p95_ms: { read: base, search: p95(times.search), detail: p95(times.detail) },
      median_ms: { read: median(times.read), search: median(times.search), detail: median(times.detail) },
      search_matches: { min: Math.min(...found), median: median(found), max: Math.max(...found) },
      ratio: { search: p95(times.search) / base, detail: p95(times.detail) / base },
      goals: GOALS,
      loadavg: os.loadavg(),
      cpus: os.cpus().length,
      node: process.version,
      at: new Date().toISOString(),
    };
    const out = path.resolve(import.meta.dirname, 'results', `users-${kind}.json`);
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    const f = (n: number) => n.toFixed(2);
    console.log(
      `${kind} ${users} users: PK read p95 ${f(base)} ms; search p95 ${f(result.p95_ms.search)} ms (x${f(result.ratio.search)}, goal ≤ ${GOALS.search}, matches ${result.search_matches.min}–${result.search_matches.max}); ` +
        `detail with 500 orders p95 ${f(result.p95_ms.detail)} ms (x${f(result.ratio.detail)}, goal ≤ ${GOALS.detail}); load average ${os.loadavg().map(f).join(' ')} on ${os.cpus().length} CPUs`,
    );
    return result.ratio.search <= GOALS.search && result.ratio.detail <= GOALS.detail;
  } finally {
    await done();
  }
};

console.log(
  `load average before: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
let ok = true;
if (which === 'pglite' || which === 'both') ok = (await run('pglite', Number(arg('users') ?? 100_000))) && ok;
if (which === 'postgres' || which === 'both')
  ok = (await run('postgres', Number(arg('users') ?? 1_000_000))) && ok;
console.log(ok ? 'users bench OK' : 'users bench FAILED: a ratio is over its goal');
process.exit(ok ? 0 : 1);
