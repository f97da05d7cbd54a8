// The premiere's own data, added to the read-path catalogue (bench/seed-catalog.ts) in the database
// the server will open (DATABASE_URL, or the PGlite in DATA_DIR), before the server starts (PGlite
// admits one process):
//  - one real hosted video (an 80 s, 160×120 H.264/AAC MP4 made by the bundled ffmpeg, packaged
//    to HLS by the server's own packaging job; in the bucket with STORAGE=s3), embedded by the
//    video "Premiera";
//  - --events-on-sale limited events of that video (one per rate step: every step sells a fresh
//    stock of --tickets), running now, so a paid ticket can be watched at once;
//  - --viewers verified viewers, all with one password (one argon2id hash: hashing is the sign-in
//    route's cost, not the seed's); four in five hold a session whose token is `${secret}${n}`
//    (bench/premiere-viewer.ts derives the same), every fifth signs in.
// Writes the hosted video's id and the limited events' ids (JSON) to --out. With --check it seeds
// nothing and writes each limited event's limit and the tickets its orders hold (the oversold
// check, run after the server stopped).
//   tsx bench/premiere-seed.ts --viewers=N --events-on-sale=K --tickets=T --secret=S --password=P --out=F
//   tsx bench/premiere-seed.ts --check --out=F
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';
import type { JobContext } from '../apps/server/src/jobs/queue';
import { hashPassword } from '../apps/server/src/modules/users';
import { packageVideoJob } from '../apps/server/src/adapters/video-host/local/package.job';
import { uploadStore, videoPaths } from '../apps/server/src/adapters/video-host/local/store';
import { videoObjectsOf } from '../apps/server/src/adapters/video-host/local/objects';
import { makeTestVideo } from '../apps/server/test/video-fixture';

const option = (name: string, fallback = '') =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PREMIERE_TITLE = 'Premiera';

const config = loadConfig();
const database = await openDatabase(config);
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

if (process.argv.includes('--check')) {
  const stock = await rows<{ event_id: number; ticket_limit: number; held: number; holding: number }>(sql`
    SELECT s.event_id, s.ticket_limit, s.held,
      (SELECT count(*) FROM orders o WHERE o.event_id = s.event_id AND (o.holds_ticket OR o.status = 'COMPLETED'))::int AS holding
    FROM ticket_stock s JOIN events e ON e.id = s.event_id WHERE e.title LIKE ${`${PREMIERE_TITLE} %`} ORDER BY s.event_id`);
  await fs.writeFile(option('out'), JSON.stringify(stock));
  await database.close();
  process.exit(0);
}

const viewers = Number(option('viewers', '100'));
const eventsOnSale = Number(option('events-on-sale', '1'));
const tickets = Number(option('tickets', '100'));
const secret = option('secret');
if (!secret) throw new Error('--secret is required');

// The hosted video, uploaded and finalized as the tus route would leave it, then packaged.
// 80 s: the fixture's encoder puts a keyframe every 25 s and packaging remuxes (cuts only at
// keyframes), so this gives the 3 segments plus a tail that a viewer's first seconds fetch.
const bytes = await makeTestVideo(80);
const upload = await uploadStore.insert(db, bytes.length, new Date(Date.now() + 86_400_000));
const paths = videoPaths(config.paths.videos, upload.id);
await fs.mkdir(paths.dir, { recursive: true });
await fs.writeFile(paths.source, bytes);
// With STORAGE=s3 (the fault script) the upload lives in the bucket, as one tus PATCH leaves it.
const objects = videoObjectsOf(config);
if (objects) {
  await objects.putChunk(upload.id, 0, paths.source, bytes.length);
  await fs.rm(paths.source);
}
await uploadStore.update(db, upload.id, {
  upload_offset: bytes.length,
  completed_at: new Date(),
  container: 'mp4',
});
await packageVideoJob.handler({ uploadId: upload.id }, {
  id: `premiere-${process.pid}`,
  name: packageVideoJob.name,
  attempt: 1,
  signal: new AbortController().signal,
  log: console,
  db,
  ctx: { config },
} as unknown as JobContext);
const packaged = await uploadStore.get(db, upload.id);
if (packaged?.packaging_state !== 'hls') throw new Error(`packaging left ${packaged?.packaging_state}`);

const passwordHash = await hashPassword(option('password'));
await db.transaction(async (tx) => {
  // The panel's record of the upload (what POST /api/vimeo and its finalize leave).
  await tx.execute(sql`
    INSERT INTO hosted_videos (provider, provider_id, uri, name, status, size)
    VALUES ('local', ${String(upload.id)}, ${`/videos/${upload.id}`}, ${PREMIERE_TITLE}, 'UPLOADED', ${bytes.length})`);
  await tx.execute(sql`
    INSERT INTO videos (title, slug, video_link, price_grosze, duration, visible)
    VALUES (${PREMIERE_TITLE}, 'premiera-bench', ${String(upload.id)}, 2500, 1, true)`);
  // Full-day events from yesterday to the day after tomorrow: on now, in any time zone.
  await tx.execute(sql`
    INSERT INTO events (title, slug, price_grosze, date_from, date_to, time_from, time_to, full_day, video_id, published, available_tickets)
    SELECT ${PREMIERE_TITLE} || ' ' || n, 'premiera-' || n, 2500, CURRENT_DATE - 1, CURRENT_DATE + 2, '00:00', '23:59', true,
      (SELECT id FROM videos WHERE slug = 'premiera-bench'), true, ${tickets}
    FROM generate_series(1, ${eventsOnSale}) AS n`);
  await tx.execute(sql`
    INSERT INTO users (email, firstname, lastname, password_hash, role, birthday, country_code, tos, verified_at)
    SELECT 'premiera' || n || '@example.com', 'Jan', 'Kowalski', ${passwordHash}, 2, '1990-01-01', 'PL', true, now()
    FROM generate_series(0, ${viewers - 1}) AS n`);
  // The token's hash as the auth module's tokens.ts makes it (sha256 hex of the token).
  await tx.execute(sql`
    INSERT INTO sessions (user_id, token_hash, idle_expires_at, absolute_expires_at)
    SELECT u.id, encode(sha256(convert_to(${secret} || n, 'UTF8')), 'hex'), now() + interval '1 day', now() + interval '1 day'
    FROM generate_series(0, ${viewers - 1}) AS n JOIN users u ON u.email = 'premiera' || n || '@example.com'
    WHERE n % 5 <> 0`);
});
await db.execute(sql`ANALYZE`);
const onSale = await rows<{ id: number }>(
  sql`SELECT id FROM events WHERE title LIKE ${`${PREMIERE_TITLE} %`} ORDER BY id`,
);
await fs.writeFile(
  option('out'),
  JSON.stringify({ hostedVideoId: String(upload.id), eventIds: onSale.map((e) => Number(e.id)) }),
);
console.log(`seeded the premiere: ${viewers} viewers, ${eventsOnSale} limited events of ${tickets} tickets`);
await database.close();
