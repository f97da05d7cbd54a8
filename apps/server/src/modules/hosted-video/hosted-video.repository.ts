import { and, eq, sql } from 'drizzle-orm';
import type { HostedVideoSortField, ListPaging } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { containsText, listPage } from '../../db/list-page';
import { hostedVideos, type HostedVideoRow } from './hosted-video.table';

export const hostedVideosRepository = {
  page(db: DbOrTx, provider: string, filter: { q?: string }, paging: ListPaging<HostedVideoSortField>) {
    return listPage(
      db,
      {
        table: hostedVideos,
        where: and(
          eq(hostedVideos.provider, provider),
          filter.q ? containsText(hostedVideos.name, filter.q) : undefined,
        ),
        sortMap: { created_at: hostedVideos.created_at, name: hostedVideos.name },
        tiebreaker: hostedVideos.id,
      },
      paging,
    );
  },
  async get(db: DbOrTx, provider: string, providerId: string): Promise<HostedVideoRow | null> {
    const [row] = await db
      .select()
      .from(hostedVideos)
      .where(and(eq(hostedVideos.provider, provider), eq(hostedVideos.provider_id, providerId)))
      .limit(1);
    return row ?? null;
  },
  async insert(db: DbOrTx, values: typeof hostedVideos.$inferInsert): Promise<HostedVideoRow> {
    const [row] = await db.insert(hostedVideos).values(values).returning();
    return row!;
  },
  async update(
    db: DbOrTx,
    id: number,
    values: Partial<typeof hostedVideos.$inferInsert>,
  ): Promise<HostedVideoRow | null> {
    const [row] = await db
      .update(hostedVideos)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(hostedVideos.id, id))
      .returning();
    return row ?? null;
  },
  async remove(db: DbOrTx, id: number): Promise<boolean> {
    return (
      (await db.delete(hostedVideos).where(eq(hostedVideos.id, id)).returning({ id: hostedVideos.id }))
        .length > 0
    );
  },
};
