import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AccessItemSource, ItemRef } from '../access';
import type { UserRow } from '../users';
import { eventsRepository } from './events.repository';
import { events } from './events.table';
import { eventAccessItem, isAdmin, refKey, videoAccessItem } from './media-access';
import { videosRepository } from './videos.repository';
import type { DbOrTx } from '../../db/client';

/**
 * The catalogue as the access module sees it (handed to accessRoutes by app.ts): an item a viewer
 * may reach, and titles for the account page. Same visibility as the detail reads: unpublished
 * events and hidden videos only for administrators.
 */
export const createCatalogAccessItems = (ctx: Pick<AppContext, 'db'>): AccessItemSource => ({
  async find(ref: ItemRef, user: UserRow) {
    if (ref.kind === 'video') {
      const row = await videosRepository.get(ctx.db, ref.id);
      return row && (row.visible || isAdmin(user)) ? videoAccessItem(row) : null;
    }
    const row = await eventsRepository.get(ctx.db, ref.id);
    if (!row || (!row.published && !isAdmin(user))) return null;
    return eventAccessItem(row, (await videosRepository.getMany(ctx.db, [row.video_id])).get(row.video_id));
  },

  async describe(refs: readonly ItemRef[]) {
    const eventIds = refs.filter((r) => r.kind === 'event').map((r) => r.id);
    const videoIds = refs.filter((r) => r.kind === 'video').map((r) => r.id);
    const [events, videos] = await Promise.all([
      eventIds.length ? eventsRepository.getMany(ctx.db, eventIds) : Promise.resolve([]),
      videoIds.length ? videosRepository.getMany(ctx.db, videoIds) : Promise.resolve(new Map()),
    ]);
    const out = new Map<string, { title: string; slug: string }>();
    for (const row of events)
      out.set(refKey({ kind: 'event', id: row.id }), { title: row.title, slug: row.slug || String(row.id) });
    for (const row of videos.values())
      out.set(refKey({ kind: 'video', id: row.id }), { title: row.title, slug: row.slug || String(row.id) });
    return out;
  },
});

/**
 * Statement parts for other modules' one-statement questions, so that they read the catalogue's
 * tables only through the catalogue (orders' sale state asks whether the event is published).
 */
export const catalogStatements = {
  eventPublished: (eventId: number): SQL =>
    sql`EXISTS (SELECT 1 FROM ${events} e WHERE e.id = ${eventId} AND e.published)`,
};

/** The catalogue's rows other modules read (orders' answers and e-mails), through its repositories. */
export const catalogRows = {
  event: (db: DbOrTx, id: number) => eventsRepository.get(db, id),
  video: (db: DbOrTx, id: number) => videosRepository.get(db, id),
  events: (db: DbOrTx, ids: readonly number[]) => eventsRepository.getMany(db, ids),
  videos: (db: DbOrTx, ids: readonly number[]) => videosRepository.getMany(db, ids),
};
