import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError, HOSTED_VIDEO_MAX_BYTES, isAcceptedVideoFile } from '@scena/shared';
import { access } from '@scena/shared/http/endpoint';
import type { Db } from '../../../db/client';
import { guardFor } from '../../../http/access';
import type { VideoHostRouteOptions } from '../types';
import type { VideoObjects } from './objects';
import { LEASE_RENEW_MS, uploadIdOf, uploadStore, videoPaths } from './store';
import { TooBig, toBucket, toDisk, type Received } from './tus-bytes';

/**
 * The local provider's tus 1.0.0 endpoint (core, creation, expiration, termination) at
 * /api/vimeo/tus[/<id>]. Raw routes (tus needs HEAD, OPTIONS and a streamed body) with the admin
 * guard built from the same declaration as route()'s, so the permission matrix covers them.
 * Bytes are piped straight to DATA_DIR/videos/<id>/source (never held in memory); the offset and
 * the writer's lease live in the database, so any instance can take the next PATCH. With
 * STORAGE=s3 a PATCH's bytes are staged in a temporary file only while that request lasts, then
 * stored as one chunk object in the bucket before the answer (objects.ts): no upload stays tied
 * to the instance that received its first bytes.
 */
export const TUS_PATH = '/api/vimeo/tus';
const TUS_VERSION = '1.0.0';
const OCTET = 'application/offset+octet-stream';

const integerHeader = (value: unknown): number | null =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;

/** Upload-Metadata: `key base64,key2 base64` (values optional). */
const metadataOf = (header: unknown): Record<string, string> => {
  if (typeof header !== 'string') return {};
  return Object.fromEntries(
    header.split(',').flatMap((pair) => {
      const [key, value] = pair.trim().split(' ');
      return key ? [[key, value ? Buffer.from(value, 'base64').toString('utf8') : '']] : [];
    }),
  );
};

export const tusRoutes = async (
  app: FastifyInstance,
  options: VideoHostRouteOptions & { db: Db; videosDir: string; objects: VideoObjects | null },
): Promise<void> => {
  const { db, videosDir, objects } = options;
  const adminGuard = guardFor(app, access.admin)!;

  // The body stays a stream the handler pipes to disk (no body limit, no buffering). It is kept
  // beside the request, not as request.body, which the input-text check walks like parsed JSON.
  const bodies = new WeakMap<FastifyRequest, Readable>();
  app.addContentTypeParser(OCTET, (request, payload, done) => {
    bodies.set(request, payload as Readable);
    done(null, undefined);
  });

  /** Tus headers on every answer, errors included; the version check before anything is read. */
  const tusHeaders: onRequestAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('tus-resumable', TUS_VERSION).header('cache-control', 'no-store');
    if (request.headers['tus-resumable'] !== TUS_VERSION) {
      reply.header('tus-version', TUS_VERSION);
      throw new AppError('PRECONDITION_FAILED', 'hosted_video.upload.version');
    }
    if (
      request.method === 'PATCH' &&
      request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== OCTET
    ) {
      throw new AppError('UNSUPPORTED_MEDIA', 'hosted_video.upload.content_type');
    }
  };
  const admin = { config: { access: access.admin }, onRequest: [adminGuard, tusHeaders] };

  /** The upload named in the path, alive (not expired unless already complete). */
  const live = async (request: FastifyRequest) => {
    const id = uploadIdOf((request.params as { id: string }).id);
    const row = id === null ? null : await uploadStore.get(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'error.not_found');
    if (row.upload_offset < row.size && row.expires_at.getTime() <= Date.now())
      throw new AppError('GONE', 'hosted_video.upload_expired');
    return row;
  };
  const expiresHeader = (date: Date) => date.toUTCString();
  /** Every byte of one upload, in the bucket or on disk. */
  const removeBytes = async (id: number) => {
    if (objects) await objects.removeAll(id);
    else await rm(videoPaths(videosDir, id).dir, { recursive: true, force: true });
  };

  app.options(
    TUS_PATH,
    { config: { access: access.public('tus capability discovery: names the protocol, no data') } },
    async (_request, reply) =>
      reply
        .status(204)
        .header('tus-resumable', TUS_VERSION)
        .header('tus-version', TUS_VERSION)
        .header('tus-extension', 'creation,expiration,termination')
        .header('tus-max-size', String(HOSTED_VIDEO_MAX_BYTES))
        .send(),
  );

  // creation: the same use case as POST /api/vimeo (a record in the list), for clients that create through tus.
  app.post(TUS_PATH, admin, async (request, reply) => {
    const length = integerHeader(request.headers['upload-length']);
    if (length === null || length === 0) throw new AppError('BAD_REQUEST', 'hosted_video.upload.bad_request');
    if (length > HOSTED_VIDEO_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', 'hosted_video.validate.too_big');
    const meta = metadataOf(request.headers['upload-metadata']);
    const filename = meta.filename ?? meta.name ?? '';
    if (filename && !isAcceptedVideoFile(filename))
      throw new AppError('VALIDATION', 'hosted_video.validate.extension');
    const name = (meta.name ?? filename).trim().slice(0, 128);
    if (!name) throw new AppError('VALIDATION', 'hosted_video.validate.name_required');
    const created = await options.createRecord({ name, size: length, ...(filename ? { filename } : {}) });
    return reply.status(201).header('location', created.upload_link).send();
  });

  app.route({
    method: 'HEAD',
    url: `${TUS_PATH}/:id`,
    ...admin,
    handler: async (request, reply) => {
      const row = await live(request);
      return reply
        .status(200)
        .header('upload-offset', String(row.upload_offset))
        .header('upload-length', String(row.size))
        .header('upload-expires', expiresHeader(row.expires_at))
        .send();
    },
  });

  app.patch(`${TUS_PATH}/:id`, admin, async (request, reply) => {
    const offset = integerHeader(request.headers['upload-offset']);
    if (offset === null) throw new AppError('BAD_REQUEST', 'hosted_video.upload.bad_request');
    const row = await live(request);
    if (offset !== row.upload_offset) throw new AppError('CONFLICT', 'hosted_video.upload.offset_mismatch');
    const declared = integerHeader(request.headers['content-length']);
    if (declared !== null && offset + declared > row.size)
      throw new AppError('PAYLOAD_TOO_LARGE', 'hosted_video.upload.too_big');
    const token = await uploadStore.claim(db, row.id, offset);
    if (!token) {
      const now = await uploadStore.get(db, row.id);
      if (now && now.upload_offset !== offset)
        throw new AppError('CONFLICT', 'hosted_video.upload.offset_mismatch');
      throw new AppError('LOCKED', 'hosted_video.upload.locked');
    }
    const renew = setInterval(
      () => void uploadStore.renew(db, row.id, token).catch(() => undefined),
      LEASE_RENEW_MS,
    );
    const body = bodies.get(request) ?? request.raw;
    const limit = row.size - offset;
    let received: Received = { written: 0, failure: null };
    let released: boolean;
    try {
      received = objects
        ? await toBucket(objects, row.id, offset, body, limit)
        : await toDisk(videosDir, row.id, offset, body, limit);
    } finally {
      clearInterval(renew);
      released = await uploadStore.release(db, row.id, token, offset + received.written);
    }
    // Terminated or expired while the bytes flowed: the removal may have run before this PATCH
    // stored its chunk, which nothing would ever remove (no row names it). Ids are never reused,
    // so with the row gone nobody else writes here.
    const { written, failure } = received;
    if (!released && !(await uploadStore.get(db, row.id))) {
      await removeBytes(row.id);
      if (failure && request.raw.destroyed) return reply;
      throw new AppError('NOT_FOUND', 'error.not_found');
    }
    if (failure instanceof TooBig) throw new AppError('PAYLOAD_TOO_LARGE', 'hosted_video.upload.too_big');
    if (failure) {
      request.log.info({ upload: row.id, offset: offset + written }, 'tus PATCH ended early');
      if (request.raw.destroyed) return reply;
    }
    return reply
      .status(204)
      .header('upload-offset', String(offset + written))
      .header('upload-expires', expiresHeader(row.expires_at))
      .send();
  });

  // termination: the upload and its bytes are gone (a PATCH still storing its own removes them too,
  // above); HEAD and PATCH then answer 404.
  app.delete(`${TUS_PATH}/:id`, admin, async (request, reply) => {
    const id = uploadIdOf((request.params as { id: string }).id);
    const row = id === null ? null : await uploadStore.get(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'error.not_found');
    await uploadStore.remove(db, row.id);
    await removeBytes(row.id);
    return reply.status(204).send();
  });
};
