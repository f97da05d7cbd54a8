import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AccessSource } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { accessGrants, playbackStarts, type AccessGrantRow } from './access.table';

export interface ItemRef {
  kind: 'event' | 'video';
  id: number;
}

const itemColumn = (kind: ItemRef['kind']) =>
  kind === 'event' ? accessGrants.event_id : accessGrants.video_id;

export const accessRepository = {
  /** The user's access rows for these items, in one statement whatever their number. */
  async holdingsFor(db: DbOrTx, userId: number, items: readonly ItemRef[]): Promise<AccessGrantRow[]> {
    const eventIds = items.filter((i) => i.kind === 'event').map((i) => i.id);
    const videoIds = items.filter((i) => i.kind === 'video').map((i) => i.id);
    if (eventIds.length === 0 && videoIds.length === 0) return [];
    return db
      .select()
      .from(accessGrants)
      .where(
        and(
          eq(accessGrants.user_id, userId),
          or(
            eventIds.length ? inArray(accessGrants.event_id, eventIds) : undefined,
            videoIds.length ? inArray(accessGrants.video_id, videoIds) : undefined,
          ),
        ),
      );
  },

  /** The access rows of these users for one item, in one statement (the purchase's batched read). */
  async holdingsOfUsers(db: DbOrTx, item: ItemRef, userIds: readonly number[]): Promise<AccessGrantRow[]> {
    if (userIds.length === 0) return [];
    return db
      .select()
      .from(accessGrants)
      .where(and(inArray(accessGrants.user_id, [...userIds]), eq(itemColumn(item.kind), item.id)));
  },

  /** The same rows locked, so two playback starts at once set the validity once. */
  async holdingsForUpdate(db: DbOrTx, userId: number, item: ItemRef): Promise<AccessGrantRow[]> {
    return db
      .select()
      .from(accessGrants)
      .where(and(eq(accessGrants.user_id, userId), eq(itemColumn(item.kind), item.id)))
      .for('update');
  },

  async insert(
    db: DbOrTx,
    values: { user_id: number; item: ItemRef; source: AccessSource; granted_by: number | null },
  ): Promise<AccessGrantRow> {
    const [row] = await db
      .insert(accessGrants)
      .values({
        user_id: values.user_id,
        event_id: values.item.kind === 'event' ? values.item.id : null,
        video_id: values.item.kind === 'video' ? values.item.id : null,
        source: values.source,
        granted_by: values.granted_by,
      })
      .returning();
    return row!;
  },

  /** Removes a row (a refunded or cancelled order's access); true when it existed. */
  async remove(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .delete(accessGrants)
      .where(eq(accessGrants.id, id))
      .returning({ id: accessGrants.id });
    return rows.length > 0;
  },

  async setExpiration(db: DbOrTx, id: number, expiration: Date | null): Promise<void> {
    await db.update(accessGrants).set({ expiration_date: expiration }).where(eq(accessGrants.id, id));
  },

  async findById(db: DbOrTx, id: number): Promise<AccessGrantRow | null> {
    const [row] = await db.select().from(accessGrants).where(eq(accessGrants.id, id));
    return row ?? null;
  },

  async findMany(db: DbOrTx, ids: readonly number[]): Promise<AccessGrantRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(accessGrants)
      .where(inArray(accessGrants.id, [...ids]));
  },

  /** Several users' rows for items of one kind (the signed-in lists' facts, modules/tickets). */
  async grantsOfUsers(db: DbOrTx, userIds: readonly number[], kind: ItemRef['kind']) {
    if (userIds.length === 0) return [];
    const item = itemColumn(kind);
    return db
      .select({
        user_id: accessGrants.user_id,
        id: accessGrants.id,
        event_id: accessGrants.event_id,
        video_id: accessGrants.video_id,
        source: accessGrants.source,
        first_played_at: accessGrants.first_played_at,
        expiration_date: accessGrants.expiration_date,
      })
      .from(accessGrants)
      .where(and(inArray(accessGrants.user_id, [...userIds]), isNotNull(item)));
  },

  /**
   * A statement part for another module's one-statement question (orders' sale state): the users
   * among `users` (an int[] parameter) holding an access row for the event.
   */
  holdersOfEvent(users: SQL, eventId: number): SQL {
    return sql`SELECT g.user_id FROM ${accessGrants} g WHERE g.user_id = ANY(${users}) AND g.event_id = ${eventId}`;
  },

  /** A playback counted against a row: views + 1, and the validity set by the first one. */
  async countView(
    db: DbOrTx,
    id: number,
    firstPlay: { at: Date; expiration: Date | null } | null,
  ): Promise<void> {
    await db
      .update(accessGrants)
      .set({
        views: sql`${accessGrants.views} + 1`,
        ...(firstPlay ? { first_played_at: firstPlay.at, expiration_date: firstPlay.expiration } : {}),
      })
      .where(eq(accessGrants.id, id));
  },

  async recordStart(db: DbOrTx, values: typeof playbackStarts.$inferInsert): Promise<void> {
    await db.insert(playbackStarts).values(values);
  },

  /** The user's latest start of the item since `since` (one sitting: access.service.ts). */
  async lastStartSince(db: DbOrTx, userId: number, item: ItemRef, since: Date) {
    const [row] = await db
      .select({
        version: playbackStarts.version,
        ip: playbackStarts.ip,
        started_at: playbackStarts.started_at,
      })
      .from(playbackStarts)
      .where(
        and(
          eq(playbackStarts.user_id, userId),
          item.kind === 'event' ? eq(playbackStarts.event_id, item.id) : eq(playbackStarts.video_id, item.id),
          gte(playbackStarts.started_at, since),
        ),
      )
      .orderBy(desc(playbackStarts.started_at))
      .limit(1);
    return row ?? null;
  },

  /** How many different IPs the user played from since `since` (the IP limit). */
  async distinctIpsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: countDistinct(playbackStarts.ip) })
      .from(playbackStarts)
      .where(and(eq(playbackStarts.user_id, userId), gte(playbackStarts.started_at, since)));
    return Number(row?.n ?? 0);
  },

  /** The addresses themselves (the auto-ban's reason names them), first seen first. */
  async ipsSince(db: DbOrTx, userId: number, since: Date): Promise<string[]> {
    const rows = await db
      .select({ ip: playbackStarts.ip, first: sql<string>`min(${playbackStarts.started_at})` })
      .from(playbackStarts)
      .where(and(eq(playbackStarts.user_id, userId), gte(playbackStarts.started_at, since)))
      .groupBy(playbackStarts.ip)
      .orderBy(sql`min(${playbackStarts.started_at})`);
    return rows.flatMap((row) => (row.ip ? [row.ip] : []));
  },

  /** One page of the user's rows, newest first, and their number. */
  async pageForUser(
    db: DbOrTx,
    userId: number,
    paging: { page: number; pageSize: number; dir: 'asc' | 'desc' },
  ) {
    const order =
      paging.dir === 'asc'
        ? [accessGrants.created_at, accessGrants.id]
        : [desc(accessGrants.created_at), desc(accessGrants.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(accessGrants)
        .where(eq(accessGrants.user_id, userId))
        .orderBy(...order)
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize),
      db.select({ n: count() }).from(accessGrants).where(eq(accessGrants.user_id, userId)),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },
};
