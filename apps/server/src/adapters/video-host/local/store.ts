import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { localVideoTracks, localVideoUploads, type LocalUploadRow } from './uploads.table';

/** How long a writer's lease lasts without renewal; renewed every LEASE_RENEW_MS while bytes flow. */
export const LEASE_SECONDS = 60;
export const LEASE_RENEW_MS = 20_000;

/** Where a local video's files live: DATA_DIR/videos/<id>/{source, hls/, subtitles/}. */
export const videoPaths = (videosDir: string, id: number) => {
  const dir = path.join(videosDir, String(id));
  return {
    dir,
    source: path.join(dir, 'source'),
    hls: path.join(dir, 'hls'),
    subtitles: path.join(dir, 'subtitles'),
  };
};

/** A provider id (digits) → the row id, or null when it cannot name a local upload. */
export const uploadIdOf = (providerId: string): number | null => {
  const id = Number(providerId);
  return /^\d{1,10}$/.test(providerId) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** Queries on the local tus datastore (no HTTP, no transactions of their own). */
export const uploadStore = {
  async insert(db: DbOrTx, size: number, expiresAt: Date): Promise<LocalUploadRow> {
    const [row] = await db.insert(localVideoUploads).values({ size, expires_at: expiresAt }).returning();
    return row!;
  },
  async get(db: DbOrTx, id: number): Promise<LocalUploadRow | null> {
    const [row] = await db.select().from(localVideoUploads).where(eq(localVideoUploads.id, id)).limit(1);
    return row ?? null;
  },
  async many(db: DbOrTx, ids: number[]): Promise<LocalUploadRow[]> {
    return ids.length ? db.select().from(localVideoUploads).where(inArray(localVideoUploads.id, ids)) : [];
  },
  /**
   * Takes the writer's lease when the offset still matches and nobody holds a live lease: the one
   * place two instances (or two tabs) racing for one upload are told apart.
   */
  async claim(db: DbOrTx, id: number, offset: number): Promise<string | null> {
    const token = randomUUID();
    const [row] = await db
      .update(localVideoUploads)
      .set({ lock_token: token, locked_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        and(
          eq(localVideoUploads.id, id),
          eq(localVideoUploads.upload_offset, offset),
          or(isNull(localVideoUploads.locked_until), lt(localVideoUploads.locked_until, sql`now()`)),
        ),
      )
      .returning({ id: localVideoUploads.id });
    return row ? token : null;
  },
  async renew(db: DbOrTx, id: number, token: string): Promise<void> {
    await db
      .update(localVideoUploads)
      .set({ locked_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(and(eq(localVideoUploads.id, id), eq(localVideoUploads.lock_token, token)));
  },
  /** Records the bytes written and gives the lease back; false when the lease was lost meanwhile. */
  async release(db: DbOrTx, id: number, token: string, offset: number): Promise<boolean> {
    const rows = await db
      .update(localVideoUploads)
      .set({ upload_offset: offset, lock_token: null, locked_until: null })
      .where(and(eq(localVideoUploads.id, id), eq(localVideoUploads.lock_token, token)))
      .returning({ id: localVideoUploads.id });
    return rows.length > 0;
  },
  async update(
    db: DbOrTx,
    id: number,
    values: Partial<typeof localVideoUploads.$inferInsert>,
  ): Promise<void> {
    await db.update(localVideoUploads).set(values).where(eq(localVideoUploads.id, id));
  },
  async remove(db: DbOrTx, id: number): Promise<boolean> {
    return (
      (
        await db
          .delete(localVideoUploads)
          .where(eq(localVideoUploads.id, id))
          .returning({ id: localVideoUploads.id })
      ).length > 0
    );
  },
  /** Unfinished uploads past their expiry (the cleanup job removes their bytes). */
  async expired(db: DbOrTx, limit = 100): Promise<LocalUploadRow[]> {
    return db
      .select()
      .from(localVideoUploads)
      .where(and(isNull(localVideoUploads.completed_at), lt(localVideoUploads.expires_at, sql`now()`)))
      .limit(limit);
  },
  tracks(db: DbOrTx, uploadId: number) {
    return db
      .select()
      .from(localVideoTracks)
      .where(eq(localVideoTracks.upload_id, uploadId))
      .orderBy(localVideoTracks.id);
  },
  async addTrack(db: DbOrTx, uploadId: number, name: string, language: string) {
    const [row] = await db
      .insert(localVideoTracks)
      .values({ upload_id: uploadId, name, language })
      .returning();
    return row!;
  },
  async removeTrack(db: DbOrTx, uploadId: number, trackId: number): Promise<boolean> {
    const rows = await db
      .delete(localVideoTracks)
      .where(and(eq(localVideoTracks.upload_id, uploadId), eq(localVideoTracks.id, trackId)))
      .returning({ id: localVideoTracks.id });
    return rows.length > 0;
  },
};
