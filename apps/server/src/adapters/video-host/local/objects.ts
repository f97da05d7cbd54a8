import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../../config';
import {
  PART_BYTES,
  createS3Client,
  isMissing,
  listObjects,
  putObjectFromFile,
  s3SettingsOf,
} from '../../storage';

/**
 * Hosted video in the bucket (STORAGE=s3 with VIDEO_HOST=local): every instance reads and writes
 * the same objects, so an upload, its packaging and its playback may each land on another
 * instance. Keys: videos/<id>/chunks/<offset> (the bytes of one tus PATCH each, S3 has no append),
 * videos/<id>/source (the chunks joined by the packaging job), videos/<id>/hls/…, and
 * videos/<id>/subtitles/<track>.vtt. Players fetch media by short-lived presigned addresses.
 */
export interface VideoObjects {
  /** Stores the bytes of one PATCH (a staged file) as the chunk starting at `offset`. */
  putChunk(id: number, offset: number, file: string, length: number): Promise<void>;
  /** The first bytes of the upload (container sniffing at finalize). */
  head(id: number, length: number): Promise<Buffer>;
  /** Joins the chunks into `source` when not done yet, and writes the source to `file`. */
  sourceToFile(id: number, size: number, file: string, type: string): Promise<void>;
  putFile(id: number, rest: string, file: string, size: number, type: string): Promise<void>;
  putText(id: number, rest: string, text: string, type: string): Promise<void>;
  getText(id: number, rest: string): Promise<string | null>;
  remove(id: number, rest: string): Promise<void>;
  /** Removes everything of one video (purge, termination, expiry). */
  removeAll(id: number): Promise<void>;
  /** A GET address for one object, valid `seconds` (S3 allows at most 7 days). */
  presign(id: number, rest: string, seconds: number): Promise<string>;
}

const SEVEN_DAYS = 7 * 24 * 3600;
const chunkKey = (id: number, offset: number) => `videos/${id}/chunks/${String(offset).padStart(15, '0')}`;

export const createVideoObjects = (
  client: S3Client,
  Bucket: string,
  partBytes = PART_BYTES,
): VideoObjects => {
  const key = (id: number, rest: string) => `videos/${id}/${rest}`;

  const list = (Prefix: string) => listObjects(client, Bucket, Prefix);
  const upload = (Key: string, file: string, size: number, ContentType: string) =>
    putObjectFromFile(client, { Bucket, Key }, file, size, { ContentType }, partBytes);

  const get = async (Key: string, Range?: string): Promise<Readable | null> => {
    try {
      return (await client.send(new GetObjectCommand({ Bucket, Key, ...(Range ? { Range } : {}) })))
        .Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  /**
   * The chunks from offset 0 to `size`, each starting where the last ended. A writer that died
   * between storing a chunk and recording its offset leaves a chunk the next PATCH at that offset
   * replaces (same key), so following the chain from 0 skips nothing and repeats nothing.
   */
  const chain = async (id: number, size: number) => {
    const byOffset = new Map(
      (await list(`videos/${id}/chunks/`)).map((item) => [Number(item.key.split('/').pop()), item]),
    );
    const keys: string[] = [];
    for (let offset = 0; offset < size;) {
      const chunk = byOffset.get(offset);
      if (!chunk || chunk.size === 0) throw new Error(`video ${id}: no chunk at offset ${offset}`);
      keys.push(chunk.key);
      offset += chunk.size;
    }
    return keys;
  };

  return {
    putChunk: (id, offset, file, length) =>
      upload(chunkKey(id, offset), file, length, 'application/octet-stream'),

    async head(id, length) {
      const read = async (Key: string, bytes: number) => {
        const body = await get(Key, `bytes=0-${bytes - 1}`);
        const parts: Buffer[] = [];
        for await (const part of body ?? []) parts.push(part as Buffer);
        return Buffer.concat(parts);
      };
      const source = await read(key(id, 'source'), length);
      if (source.length) return source;
      // Not joined yet: the first chunks (a resumed upload may have begun with a few bytes only).
      const parts: Buffer[] = [];
      for (let offset = 0; offset < length;) {
        const part = await read(chunkKey(id, offset), length - offset);
        if (!part.length) break;
        parts.push(part);
        offset += part.length;
      }
      return Buffer.concat(parts);
    },

    async sourceToFile(id, size, file, type) {
      const source = await get(key(id, 'source'));
      if (source) {
        await pipeline(source, createWriteStream(file));
        return;
      }
      const chunks = await chain(id, size);
      const out = createWriteStream(file);
      await pipeline(async function* () {
        for (const chunk of chunks) {
          const body = await get(chunk);
          if (!body) throw new Error(`video ${id}: ${chunk} vanished`);
          yield* body;
        }
      }, out);
      await upload(key(id, 'source'), file, size, type);
      for (const item of await list(`videos/${id}/chunks/`))
        await client.send(new DeleteObjectCommand({ Bucket, Key: item.key }));
    },

    putFile: (id, rest, file, size, type) => upload(key(id, rest), file, size, type),

    async putText(id, rest, text, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key(id, rest), Body: text, ContentType }));
    },

    async getText(id, rest) {
      const body = await get(key(id, rest));
      if (!body) return null;
      const parts: Buffer[] = [];
      for await (const part of body) parts.push(part as Buffer);
      return Buffer.concat(parts).toString('utf8');
    },

    async remove(id, rest) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(id, rest) }));
    },

    async removeAll(id) {
      for (const item of await list(`videos/${id}/`))
        await client.send(new DeleteObjectCommand({ Bucket, Key: item.key }));
    },

    presign: (id, rest, seconds) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key(id, rest) }), {
        expiresIn: Math.max(1, Math.min(SEVEN_DAYS, Math.ceil(seconds))),
      }),
  };
};

const byConfig = new WeakMap<Config, VideoObjects | null>();

/** The bucket's video objects when STORAGE=s3, else null (files under DATA_DIR/videos, as before). */
export const videoObjectsOf = (config: Config): VideoObjects | null => {
  if (!byConfig.has(config)) {
    const settings = s3SettingsOf(config);
    byConfig.set(config, settings ? createVideoObjects(createS3Client(settings), settings.bucket) : null);
  }
  return byConfig.get(config)!;
};

/** Origins the browser fetches presigned media from (CSP connect-src and media-src). */
export const videoObjectOrigins = (config: Config): string[] => {
  const settings = config.VIDEO_HOST === 'local' ? s3SettingsOf(config) : null;
  if (!settings) return [];
  if (!settings.endpoint) return [`https://*.amazonaws.com`];
  const origin = new URL(settings.endpoint).origin;
  return settings.forcePathStyle ? [origin] : [origin, origin.replace('://', '://*.')];
};
