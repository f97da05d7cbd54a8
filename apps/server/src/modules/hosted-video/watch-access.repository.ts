import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PlaybackVersion } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { events, videoTranslations, videos } from '../catalog';

const holds = (column: Parameters<typeof sql>[1], providerId: string) =>
  sql`btrim(${column}) = ${providerId}`;

/** Which version a media field plays (the field that holds the id). */
const versionOf = (
  columns: { standard: Parameters<typeof sql>[1]; pjm: Parameters<typeof sql>[1] },
  providerId: string,
) =>
  sql<PlaybackVersion>`CASE WHEN ${holds(columns.standard, providerId)} THEN 'standard' WHEN ${holds(columns.pjm, providerId)} THEN 'pjm' ELSE 'audiodeskrypcja' END`;

/** The catalogue items whose media fields hold a hosted video's id (spec 1 §5: digits play it). */
export const watchAccessRepository = {
  /** Videos (and the events playing them) holding the id, each with the version its field plays. */
  async referencingItems(db: DbOrTx, providerId: string) {
    const direct = await db
      .select({
        id: videos.id,
        version: versionOf({ standard: videos.video_link, pjm: videos.accessibility_video }, providerId),
      })
      .from(videos)
      .where(
        or(
          holds(videos.video_link, providerId),
          holds(videos.accessibility_video, providerId),
          holds(videos.autodesc_video, providerId),
        ),
      );
    const translated = await db
      .select({
        id: videoTranslations.video_id,
        version: versionOf(
          { standard: videoTranslations.video_link, pjm: videoTranslations.accessibility_video },
          providerId,
        ),
      })
      .from(videoTranslations)
      .where(
        or(
          holds(videoTranslations.video_link, providerId),
          holds(videoTranslations.accessibility_video, providerId),
          holds(videoTranslations.autodesc_video, providerId),
        ),
      );
    const versions = new Map<number, PlaybackVersion>();
    for (const row of [...direct, ...translated])
      if (!versions.has(row.id)) versions.set(row.id, row.version);
    const videoIds = [...versions.keys()];
    const eventRows = videoIds.length
      ? await db
          .select({ id: events.id, video_id: events.video_id })
          .from(events)
          .where(inArray(events.video_id, videoIds))
      : [];
    return [
      ...[...versions].map(([id, version]) => ({ kind: 'video' as const, id, version })),
      ...eventRows.map((row) => ({
        kind: 'event' as const,
        id: row.id,
        version: versions.get(row.video_id) ?? ('standard' as const),
      })),
    ];
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
