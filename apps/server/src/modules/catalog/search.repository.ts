import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { warsawDay } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { matchesSearch, searchVector } from '../../db/search-text';
import { events } from './events.table';
import { viewerListedVideo } from './videos.repository';
import { videos } from './videos.table';

/** The indexed expressions (videos_search_idx, events_search_idx): the same columns as in the tables. */
const videoVector = () => searchVector(videos.title, videos.subtitle, videos.description);
const eventVector = () => searchVector(events.title, events.subtitle);

export interface CatalogHit {
  id: number;
  title: string;
  slug: string;
  /** HTML; the search service strips and cuts it. */
  text: string | null;
  /** What tells an event from a video of the same title (issue 19): price, picture, date and time. */
  price_grosze: number;
  image: string | null;
  date_from: string | null;
  time_from: string | null;
}

/**
 * Search over what viewers may see (spec 1 §2): videos by the list rules (visible, not hidden from
 * the dashboard, not past end_date), events published, not hidden and not over, matched on their
 * own title or on their video's words. Each an index scan, no media selected.
 */
export const catalogSearchRepository = {
  videos(db: DbOrTx, words: readonly string[], limit: number): Promise<CatalogHit[]> {
    return db
      .select({
        id: videos.id,
        title: videos.title,
        slug: videos.slug,
        text: videos.description,
        price_grosze: videos.price_grosze,
        image: sql<string | null>`coalesce(${videos.thumb_link}, ${videos.image_link})`,
        date_from: sql<string | null>`null`,
        time_from: sql<string | null>`null`,
      })
      .from(videos)
      .where(and(matchesSearch(videoVector(), words), viewerListedVideo()))
      .orderBy(asc(videos.title), asc(videos.id))
      .limit(limit);
  },

  events(db: DbOrTx, words: readonly string[], limit: number): Promise<CatalogHit[]> {
    const matchingVideos = db
      .select({ id: videos.id })
      .from(videos)
      .where(matchesSearch(videoVector(), words));
    return db
      .select({
        id: events.id,
        title: events.title,
        slug: events.slug,
        text: videos.description,
        price_grosze: events.price_grosze,
        image: sql<string | null>`coalesce(${videos.thumb_link}, ${videos.image_link})`,
        date_from: events.date_from,
        time_from: sql<string | null>`case when ${events.full_day} then null else ${events.time_from} end`,
      })
      .from(events)
      .innerJoin(videos, eq(videos.id, events.video_id))
      .where(
        and(
          or(matchesSearch(eventVector(), words), inArray(events.video_id, matchingVideos)),
          eq(events.published, true),
          eq(events.dashboard_hidden, false),
          gte(events.date_to, warsawDay(new Date())),
        ),
      )
      .orderBy(asc(events.date_from), asc(events.id))
      .limit(limit);
  },
};

/** The bare match of each section, for EXPLAIN (tests, bench): each must use its index. */
export const searchMatchQueries = (db: DbOrTx, words: readonly string[]) => ({
  videos: db.select({ id: videos.id }).from(videos).where(matchesSearch(videoVector(), words)),
  events: db.select({ id: events.id }).from(events).where(matchesSearch(eventVector(), words)),
});
