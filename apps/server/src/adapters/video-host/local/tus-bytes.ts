import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, truncate } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { VideoObjects } from './objects';
import { videoPaths } from './store';

/** Where the bytes of one tus PATCH go: the upload's file on disk, or a chunk in the bucket. */

export class TooBig extends Error {}

/** Passes at most `limit` bytes on and fails the stream past it (a body longer than the upload). */
const capped = (limit: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) {
        const room = limit - (seen - chunk.length);
        if (room > 0) this.push(chunk.subarray(0, room));
        done(new TooBig());
        return;
      }
      done(null, chunk);
    },
  });
};

/** What one PATCH stored: the bytes kept, and why the body ended early (null: it did not). */
export interface Received {
  written: number;
  failure: unknown;
}

/** Appends the body at `offset` of DATA_DIR/videos/<id>/source. */
export const toDisk = async (
  videosDir: string,
  id: number,
  offset: number,
  body: Readable,
  limit: number,
): Promise<Received> => {
  const paths = videoPaths(videosDir, id);
  await mkdir(paths.dir, { recursive: true });
  // Bytes past the recorded offset (a writer that died before recording them) are dropped.
  await truncate(paths.source, offset).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT' || offset !== 0) throw error;
  });
  const out = createWriteStream(paths.source, { flags: offset === 0 ? 'w' : 'r+', start: offset });
  let failure: unknown = null;
  try {
    await pipeline(body, capped(limit), out);
  } catch (error) {
    // A cut connection keeps what arrived (tus: store as much as possible), so the client resumes from there.
    failure = error;
  }
  return { written: out.bytesWritten, failure };
};

/**
 * Stages the body in a temporary file (only for this request), then stores what arrived as the
 * chunk at `offset` in the bucket. When the bucket refuses, nothing counts as written (the error
 * answers 500 and the client resends from the recorded offset).
 */
export const toBucket = async (
  objects: VideoObjects,
  id: number,
  offset: number,
  body: Readable,
  limit: number,
): Promise<Received> => {
  const staged = path.join(os.tmpdir(), `scena-tus-${id}-${offset}-${randomUUID()}`);
  try {
    const out = createWriteStream(staged);
    let failure: unknown = null;
    try {
      await pipeline(body, capped(limit), out);
    } catch (error) {
      failure = error;
    }
    const written = out.bytesWritten;
    if (written > 0) await objects.putChunk(id, offset, staged, written);
    return { written, failure };
  } finally {
    await rm(staged, { force: true });
  }
};
