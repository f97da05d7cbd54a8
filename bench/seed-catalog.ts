// The read-path bench's catalogue: 1,000 visible videos (each in a category, with an English
// translation) and 1,000 published events ahead of today, inserted with generate_series into the
// database the server will open (DATABASE_URL, or the PGlite in DATA_DIR), migrated first. Run
// before the server starts (PGlite admits one process), so the demo catalogue seeder then finds
// videos and leaves the catalogue as it is.
// --events and --videos set each count on its own (default: --rows each).
// With --viewer-tokens=<t1,t2,…> it also inserts one verified viewer per token with a session
// whose token is that one (the signed-in reads of the bench: hashing passwords is not measured).
//   tsx bench/seed-catalog.ts [--rows=1000] [--events=N] [--videos=N] [--viewer-tokens=…]
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';

const count = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rows = count('rows', 1000);
const videoRows = count('videos', rows);
const eventRows = count('events', rows);
const viewerTokens = (process.argv.find((a) => a.startsWith('--viewer-tokens='))?.split('=')[1] ?? '')
  .split(',')
  .filter(Boolean);
const database = await openDatabase(loadConfig());
const { db } = database;
await db.transaction(async (tx) => {
  await tx.execute(
    sql`INSERT INTO categories (name) SELECT 'Kategoria ' || n FROM generate_series(1, 10) AS n`,
  );
  await tx.execute(sql`
    INSERT INTO videos (title, subtitle, slug, video_link, accessibility_video, description, weight, price_grosze, duration, teaser_link)
    SELECT 'Spektakl ' || n, 'Podtytuł spektaklu ' || n, 'spektakl-' || n, 'https://vimeo.com/' || (100000 + n),
           'https://vimeo.com/a' || n, '<p>Opis spektaklu numer ' || n || ', który trwa i trwa.</p>', n % 50, (n % 90) * 100, 90,
           'https://vimeo.com/t' || n
    FROM generate_series(1, ${videoRows}) AS n`);
  await tx.execute(sql`
    INSERT INTO video_categories (video_id, category_id)
    SELECT v.id, (SELECT min(id) FROM categories) + (v.id % 10) FROM videos v`);
  await tx.execute(sql`
    INSERT INTO video_translations (video_id, language_code, title) SELECT id, 'en', 'Show ' || id FROM videos`);
  await tx.execute(sql`
    INSERT INTO events (title, slug, price_grosze, date_from, date_to, time_from, time_to, is_festival, video_id, published, available_tickets)
    SELECT 'Wydarzenie ' || n, 'wydarzenie-' || n, (n % 90) * 100 + 100, CURRENT_DATE + 1 + (n % 300), CURRENT_DATE + 1 + (n % 300),
           '19:00', '21:00', n % 7 = 0, (SELECT min(id) FROM videos) + (n % ${videoRows}), true, CASE WHEN n % 10 = 0 THEN 500 END
    FROM generate_series(1, ${eventRows}) AS n`);
  await tx.execute(
    sql`INSERT INTO event_translations (event_id, language_code, title) SELECT id, 'en', 'Event ' || id FROM events`,
  );
  for (const [i, token] of viewerTokens.entries()) {
    // The same hash as the auth module's tokens.ts (sha256 hex of the token).
    const hash = createHash('sha256').update(token).digest('hex');
    await tx.execute(sql`
      WITH u AS (
        INSERT INTO users (email, firstname, lastname, password_hash, role, birthday, country_code, tos, verified_at)
        VALUES (${`widz${i}@example.com`}, 'Jan', 'Kowalski', 'x', 2, '1990-01-01', 'PL', true, now()) RETURNING id)
      , s AS (INSERT INTO sessions (user_id, token_hash, idle_expires_at, absolute_expires_at)
      SELECT id, ${hash}, now() + interval '1 day', now() + interval '1 day' FROM u)
      SELECT 1`);
    if (i === 0) continue;
    // Viewers after the first hold what a premiere-night viewer holds: tickets (access rows) for two
    // events and a video, and an order still being paid, so their lists carry cards of their own.
    await tx.execute(sql`
      INSERT INTO access_grants (user_id, event_id, video_id, source)
      SELECT u.id, e.id, NULL, 'grant' FROM users u, (SELECT id FROM events ORDER BY id OFFSET ${i * 10} LIMIT 2) e WHERE u.email = ${`widz${i}@example.com`}
      UNION ALL
      SELECT u.id, NULL, v.id, 'grant' FROM users u, (SELECT id FROM videos ORDER BY id OFFSET ${i * 10} LIMIT 1) v WHERE u.email = ${`widz${i}@example.com`}`);
    await tx.execute(sql`
      INSERT INTO orders (ext_order_id, product_type, provider, title, email, amount, status, user_id, event_id)
      SELECT ${`BENCH${i}`}, 'event', 'payu', 'Wydarzenie', u.email, 2500, 'PENDING', u.id, (SELECT id FROM events ORDER BY id OFFSET ${i * 10 + 500} LIMIT 1)
      FROM users u WHERE u.email = ${`widz${i}@example.com`}`);
  }
});
await db.execute(sql`ANALYZE`);
console.log(
  `seeded ${videoRows} videos and ${eventRows} events, ${viewerTokens.length} signed-in viewers (${database.kind})`,
);
await database.close();
