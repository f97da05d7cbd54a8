import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@scena/shared';
import { access } from '@scena/shared/http/endpoint';
import type { Db } from '../../../db/client';
import type { VideoHostRouteOptions } from '../types';
import { PROGRESSIVE_TYPES, type Container } from './container';
import type { VideoObjects } from './objects';
import { checkToken, mapPlaylist, rewritePlaylist, tokenQuery, withQuery, type MediaToken } from './signing';
import { uploadIdOf, uploadStore, videoPaths } from './store';

/**
 * GET /media/videos/<id>/<file>: the local provider's playback files, only with a valid signature
 * (signing.ts) for this video's prefix. A request that names its user (x-auth-token: hls.js sends
 * it) must be that user. Playlists and the progressive file re-ask the access port, so revoked access stops at the next
 * playlist; every playlist served hands its children a fresh token living as long as the video
 * (plus the TTL), so a long film keeps playing while a copied link still dies within the TTL.
 * With STORAGE=s3 the checks are the same, but the bytes come from the bucket: a playlist names
 * its segments by presigned addresses living as long as that child token would, and any other
 * file answers 302 to a presigned address, so media traffic goes to the bucket (or a CDN before
 * it), not through the instances.
 */
export const MEDIA_PREFIX = '/media/videos/';
export const mediaPrefixOf = (id: number) => `${MEDIA_PREFIX}${id}/`;

const FILE_PATTERN = /^(source|hls\/[a-z0-9_]{1,40}\.(?:m3u8|ts|m4s|mp4)|subtitles\/\d{1,10}\.vtt)$/;
const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

/** `bytes=a-b` | `bytes=a-` | `bytes=-n` → [start, end] inclusive, null for no range, 'bad' when unsatisfiable. */
export const parseRange = (header: string | undefined, size: number): [number, number] | null | 'bad' => {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : [start, end];
};

/** A playlist from the bucket: media children presigned, child playlists through us (access re-checked). */
const presignPlaylist = async (
  objects: VideoObjects,
  id: number,
  rest: string,
  text: string,
  seconds: number,
  query: string,
): Promise<string> => {
  const dir = rest.slice(0, rest.lastIndexOf('/') + 1);
  const uris = new Set<string>();
  mapPlaylist(text, (uri) => (uris.add(uri), uri));
  const signed = new Map<string, string>();
  for (const uri of uris) {
    const child = `${dir}${uri.split('?')[0]}`;
    if (uri.includes('://') || !FILE_PATTERN.test(child)) signed.set(uri, uri);
    else if (child.endsWith('.m3u8')) signed.set(uri, withQuery(uri, query));
    else signed.set(uri, await objects.presign(id, child, seconds));
  }
  return mapPlaylist(text, (uri) => signed.get(uri)!);
};

const redirect = (reply: FastifyReply, url: string) =>
  reply.status(302).header('location', url).header('cache-control', 'private, no-store').send();

export const mediaRoutes = async (
  app: FastifyInstance,
  options: Pick<VideoHostRouteOptions, 'canWatch'> & {
    db: Db;
    videosDir: string;
    objects: VideoObjects | null;
    secret: () => Promise<string>;
    ttlSeconds: number;
  },
): Promise<void> => {
  const { db, videosDir, objects } = options;

  const refuse = (reason: 'invalid' | 'expired' | 'forbidden') =>
    reason === 'expired'
      ? new AppError('GONE', 'hosted_video.link_invalid')
      : new AppError('FORBIDDEN', 'hosted_video.link_invalid');

  const sendFile = async (request: FastifyRequest, reply: FastifyReply, file: string, type: string) => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new AppError('NOT_FOUND', 'error.not_found');
    const range = parseRange(request.headers.range, info.size);
    reply
      .header('content-type', type)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (range === 'bad') return reply.status(416).header('content-range', `bytes */${info.size}`).send();
    const [start, end] = range ?? [0, info.size - 1];
    if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${info.size}`);
    reply.header('content-length', String(end - start + 1));
    return reply.send(info.size === 0 ? '' : createReadStream(file, { start, end }));
  };

  app.get(
    `${MEDIA_PREFIX}:id/*`,
    {
      config: {
        access: access.public(
          'signed playback: HMAC of path prefix, expiry and user id, checked before any file is read',
        ),
      },
    },
    async (request, reply) => {
      const { id: rawId, '*': rest } = request.params as { id: string; '*': string };
      const id = uploadIdOf(rawId);
      if (id === null || !FILE_PATTERN.test(rest)) throw new AppError('NOT_FOUND', 'error.not_found');
      const secret = await options.secret();
      const prefix = mediaPrefixOf(id);
      const now = Math.floor(Date.now() / 1000);
      const check = checkToken(secret, prefix, request.query as Record<string, unknown>, now);
      if (!check.ok) throw refuse(check.reason);
      if (request.user && request.user.id !== check.token.userId) throw refuse('forbidden');
      const row = await uploadStore.get(db, id);
      if (!row?.completed_at) throw new AppError('NOT_FOUND', 'error.not_found');
      const paths = videoPaths(videosDir, id);

      if (rest.endsWith('.m3u8')) {
        if (!(await options.canWatch(check.token.userId, rawId, request.country ?? null)))
          throw refuse('forbidden');
        const text = objects
          ? await objects.getText(id, rest)
          : await readFile(path.join(paths.dir, rest), 'utf8').catch(() => null);
        if (text === null) throw new AppError('NOT_FOUND', 'error.not_found');
        const children: MediaToken = {
          userId: check.token.userId,
          expires: Math.max(
            check.token.expires,
            now + options.ttlSeconds + Math.ceil(row.duration_seconds ?? 4 * 3600),
          ),
        };
        const query = tokenQuery(secret, prefix, children);
        return reply
          .header('content-type', TYPES.m3u8)
          .header('cache-control', 'private, no-store')
          .send(
            objects
              ? await presignPlaylist(objects, id, rest, text, children.expires - now, query)
              : rewritePlaylist(text, query),
          );
      }
      if (rest === 'source') {
        // Once HLS exists the original upload is never served: players get the packaged streams.
        if (row.packaging_state === 'hls') throw new AppError('NOT_FOUND', 'error.not_found');
        if (!(await options.canWatch(check.token.userId, rawId, request.country ?? null)))
          throw refuse('forbidden');
        const type = PROGRESSIVE_TYPES[row.container as Container];
        if (!type) throw new AppError('NOT_FOUND', 'error.not_found');
        if (objects) return redirect(reply, await objects.presign(id, rest, check.token.expires - now));
        return sendFile(request, reply, paths.source, type);
      }
      if (objects) return redirect(reply, await objects.presign(id, rest, check.token.expires - now));
      return sendFile(
        request,
        reply,
        path.join(paths.dir, rest),
        TYPES[rest.split('.').pop()!] ?? 'application/octet-stream',
      );
    },
  );
};
