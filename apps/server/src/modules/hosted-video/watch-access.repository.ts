import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events, videoTranslations, videos } from '../catalog';

const holds = (column: Parameters<typeof sql>[1], providerId: string) =>
  sql`btrim(${column}) = ${providerId}`;

/** The catalogue items whose media fields hold a hosted video's id (spec 1 §5: digits play it). */
export const watchAccessRepository = {
  async referencingItems(db: DbOrTx, providerId: string) {
    const direct = await db
      .select({ id: videos.id })
      .from(videos)
      .where(
        or(
          holds(videos.video_link, providerId),
          holds(videos.accessibility_video, providerId),
          holds(videos.autodesc_video, providerId),
        ),
      );
    const translated = await db
      .select({ id: videoTranslations.video_id })
      .from(videoTranslations)
      .where(
        or(
          holds(videoTranslations.video_link, providerId),
          holds(videoTranslations.accessibility_video, providerId),
          holds(videoTranslations.autodesc_video, providerId),
        ),
      );
    const videoIds = [...new Set([...direct, ...translated].map((row) => row.id))];
    const eventRows = videoIds.length
      ? await db.select({ id: events.id }).from(events).where(inArray(events.video_id, videoIds))
      : [];
    return { videoIds, eventIds: eventRows.map((row) => row.id) };
  },
  /** Teasers are shown to everyone who may see the item's page. */
  async isTeaserOfVisibleVideo(db: DbOrTx, providerId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: videos.id })
      .from(videos)
      .where(sql`${holds(videos.teaser_link, providerId)} AND ${eq(videos.visible, true)}`)
      .limit(1);
    return !!row;
  },
};
