// The read-path bench's catalogue: 1,000 visible videos (each in a category, with an English
// translation) and 1,000 published events ahead of today, inserted with generate_series into the
// database the server will open (DATABASE_URL, or the PGlite in DATA_DIR), migrated first. Run
// before the server starts (PGlite admits one process), so the demo catalogue seeder then finds
// videos and leaves the catalogue as it is.
//   tsx bench/seed-catalog.ts [--rows=1000]
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';

const rows = Number(process.argv.find((a) => a.startsWith('--rows='))?.split('=')[1] ?? 1000);
const database = await openDatabase(loadConfig());
const { db } = database;
await db.transaction(async (tx) => {
  await tx.execute(sql`INSERT INTO categories (name) SELECT 'Kategoria ' || n FROM generate_series(1, 10) AS n`);
  await tx.execute(sql`
    INSERT INTO videos (title, subtitle, slug, video_link, accessibility_video, description, weight, price_grosze, duration, teaser_link)
    SELECT 'Spektakl ' || n, 'Podtytuł spektaklu ' || n, 'spektakl-' || n, 'https://vimeo.com/' || (100000 + n),
           'https://vimeo.com/a' || n, '<p>Opis spektaklu numer ' || n || ', który trwa i trwa.</p>', n % 50, (n % 90) * 100, 90,
           'https://vimeo.com/t' || n
    FROM generate_series(1, ${rows}) AS n`);
  await tx.execute(sql`
    INSERT INTO video_categories (video_id, category_id)
    SELECT v.id, (SELECT min(id) FROM categories) + (v.id % 10) FROM videos v`);
  await tx.execute(sql`
    INSERT INTO video_translations (video_id, language_code, title) SELECT id, 'en', 'Show ' || id FROM videos`);
  await tx.execute(sql`
    INSERT INTO events (title, slug, price_grosze, date_from, date_to, time_from, time_to, is_festival, video_id, published)
    SELECT 'Wydarzenie ' || n, 'wydarzenie-' || n, (n % 90) * 100 + 100, CURRENT_DATE + 1 + (n % 300), CURRENT_DATE + 1 + (n % 300),
           '19:00', '21:00', n % 7 = 0, (SELECT min(id) FROM videos) + (n % ${rows}), true
    FROM generate_series(1, ${rows}) AS n`);
  await tx.execute(sql`INSERT INTO event_translations (event_id, language_code, title) SELECT id, 'en', 'Event ' || id FROM events`);
});
await db.execute(sql`ANALYZE`);
console.log(`seeded ${rows} videos and ${rows} events (${database.kind})`);
await database.close();
