import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './test-db';

/**
 * The shared public answers are dropped when public_data_version moves, and only a trigger on a
 * table moves it (migration 0001). A table that public reads show but no trigger watches serves
 * stale answers after a write; a trigger on per-user data empties every cache on each purchase.
 * So each table of the migrated schema is declared here as one or the other, and the triggers on
 * the database must match the first list exactly. A new table fails this test until it is sorted
 * into a list (and, if public, given its trigger in a migration).
 */

/** Tables whose rows the public reads show (catalogue lists and items, home, pages, config). */
const PUBLIC_READ_TABLES = [
  'app_config', // GET /api/appconfig, /external_api/config
  'categories', // GET /api/categories, the categories on video cards
  'category_translations',
  'event_translations',
  'events', // GET /api/events, /external_api/events, the items
  'galleries', // the gallery on event and video cards
  'gallery_images',
  'pages', // GET /api/pages/:slug
  'slide_translations',
  'slides', // GET /api/slides, /external_api/slides
  'video_categories',
  'video_translations', // video cards, and the videoTranslations on event cards
  'videos', // GET /api/videos, /external_api/videos, the items
];

/**
 * Tables public reads never show from a shared answer: per-user data (read live per request),
 * accounts and sessions, jobs' bookkeeping, media and provider state. Ticket stock is read live
 * beside the shared cards (viewer-cards.ts), never from a stored answer.
 */
const NOT_PUBLIC_TABLES = [
  'codes',
  'user_codes',
  'access_grants',
  'bans',
  'data_exports',
  'email_outbox',
  'hosted_videos',
  'invoice_requests',
  'local_video_tracks',
  'local_video_uploads',
  'login_failures',
  'media_signing_keys',
  'notification_runs',
  'one_time_tokens',
  'order_history',
  'order_refunds',
  'orders',
  'payment_notifications',
  'payu_sandbox_notifications',
  'payu_sandbox_orders',
  'payu_sandbox_refunds',
  'payu_sandbox_settings',
  'payu_sandbox_tokens',
  'playback_starts',
  'public_data_version', // the version itself: a trigger on it would loop
  'reminders_sent',
  'sessions',
  'settings_audit',
  'ticket_stock',
  'users',
];

/** pg_trigger.tgtype of AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE … FOR EACH STATEMENT (4|8|16|32). */
const AFTER_EVERY_STATEMENT = 60;

describe('public_data_version triggers match the tables public reads show', () => {
  let database: Database;
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const bumping = () =>
    rows<{ table: string; type: number; enabled: string }>(sql`
      SELECT c.relname AS "table", t.tgtype AS "type", t.tgenabled AS "enabled"
        FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE NOT t.tgisinternal AND n.nspname = 'public' AND p.proname = 'bump_public_data_version'
       ORDER BY 1`);

  it('the tables with the trigger are exactly the declared public-read tables', async () => {
    const watched = [...new Set((await bumping()).map((row) => row.table))].sort();
    expect(
      watched,
      'A public-read table needs its bump_public_data_version trigger (a migration), and a table ' +
        'with the trigger must be declared in PUBLIC_READ_TABLES (or lose the trigger).',
    ).toEqual([...PUBLIC_READ_TABLES].sort());
  });

  it('each trigger fires once after every kind of write statement, and is enabled', async () => {
    for (const trigger of await bumping()) {
      expect(trigger, trigger.table).toEqual({
        table: trigger.table,
        type: AFTER_EVERY_STATEMENT,
        enabled: 'O',
      });
    }
  });

  it('every table of the schema is declared as public-read or not', async () => {
    const tables = (
      await rows<{ name: string }>(
        sql`SELECT tablename AS "name" FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).map((row) => row.name);
    const declared = new Set([...PUBLIC_READ_TABLES, ...NOT_PUBLIC_TABLES]);
    expect(
      tables.filter((table) => !declared.has(table)),
      'New tables: add each to PUBLIC_READ_TABLES (with its trigger) or NOT_PUBLIC_TABLES here.',
    ).toEqual([]);
    expect(
      [...declared].filter((table) => !tables.includes(table)),
      'Declared tables the schema no longer has',
    ).toEqual([]);
    expect(PUBLIC_READ_TABLES.filter((table) => NOT_PUBLIC_TABLES.includes(table))).toEqual([]);
  });
});
