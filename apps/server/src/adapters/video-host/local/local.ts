import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Playback } from '@scena/shared';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { enqueue } from '../../../jobs/queue';
import type { FinalizeResult, PackagingInfo, VideoHost, VideoHostRouteOptions } from '../types';
import { PROGRESSIVE_TYPES, containerOfFile, sniffContainer, type Container } from './container';
import { mediaPrefixOf, mediaRoutes } from './media';
import { videoObjectsOf } from './objects';
import { packageVideoJob } from './package.job';
import { signingSecret, tokenQuery } from './signing';
import { uploadIdOf, uploadStore, videoPaths } from './store';
import { TUS_PATH, tusRoutes } from './tus';

/**
 * The embedded provider (VIDEO_HOST=local): tus uploads into DATA_DIR/videos, packaging by the
 * jobs runner, signed playback served by this server. Works on one machine with no account.
 * With STORAGE=s3 the files live in the bucket instead (objects.ts), for several instances.
 */
export const createLocalVideoHost = (config: Config, db: Db): VideoHost => {
  const videosDir = config.paths.videos;
  const secret = signingSecret(db, config.MEDIA_SIGNING_SECRET);
  const objects = videoObjectsOf(config);
  const uri = (id: number) => `/videos/${id}`;

  const tracksOf = async (id: number) =>
    (await uploadStore.tracks(db, id)).map((track) => ({
      id: String(track.id),
      uri: `${uri(id)}/texttracks/${track.id}`,
      name: track.name,
      language: track.language,
    }));

  return {
    kind: 'local',

    async createUpload({ size }) {
      const expires = new Date(Date.now() + config.VIDEO_UPLOAD_EXPIRY_HOURS * 3600_000);
      const row = await uploadStore.insert(db, size, expires);
      if (!objects) await mkdir(videoPaths(videosDir, row.id).dir, { recursive: true });
      return { providerId: String(row.id), uri: uri(row.id), uploadLink: `${TUS_PATH}/${row.id}` };
    },

    async finalize(providerId): Promise<FinalizeResult> {
      const id = uploadIdOf(providerId);
      const row = id === null ? null : await uploadStore.get(db, id);
      if (!row) return 'missing';
      if (row.completed_at) return 'complete';
      if (row.upload_offset < row.size) return 'incomplete';
      const container = objects
        ? sniffContainer(await objects.head(row.id, 16))
        : await containerOfFile(videoPaths(videosDir, row.id).source).catch(() => null);
      if (!container) return 'invalid';
      await inTransaction(db, async (tx) => {
        await uploadStore.update(tx, row.id, {
          completed_at: new Date(),
          container,
          packaging_state: 'waiting',
          packaging_progress: null,
        });
        await enqueue(tx, packageVideoJob.name, { uploadId: row.id });
      });
      return 'complete';
    },

    async packaging(providerIds) {
      const ids = providerIds.map(uploadIdOf).filter((id): id is number => id !== null);
      const rows = await uploadStore.many(db, ids);
      return new Map(
        rows.map((row): [string, PackagingInfo] => [
          String(row.id),
          row.packaging_state
            ? {
                state: row.packaging_state as PackagingInfo['state'],
                progress: row.packaging_progress,
                note: row.packaging_note,
              }
            : { state: 'waiting', progress: null, note: null },
        ]),
      );
    },

    async listTracks(providerId) {
      const id = uploadIdOf(providerId);
      if (id === null || !(await uploadStore.get(db, id))) return null;
      return tracksOf(id);
    },

    async addTrack(providerId, input) {
      const id = uploadIdOf(providerId);
      if (id === null || !(await uploadStore.get(db, id))) return null;
      const track = await uploadStore.addTrack(db, id, input.name, input.language);
      const text = input.content.replace(/^\uFEFF/, '');
      if (objects) await objects.putText(id, `subtitles/${track.id}.vtt`, text, 'text/vtt; charset=utf-8');
      else {
        const dir = videoPaths(videosDir, id).subtitles;
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, `${track.id}.vtt`), text, 'utf8');
      }
      return {
        id: String(track.id),
        uri: `${uri(id)}/texttracks/${track.id}`,
        name: track.name,
        language: track.language,
      };
    },

    async removeTrack(providerId, trackId) {
      const id = uploadIdOf(providerId);
      const track = uploadIdOf(trackId);
      if (id === null || track === null || !(await uploadStore.removeTrack(db, id, track))) return false;
      if (objects) await objects.remove(id, `subtitles/${track}.vtt`);
      else await rm(path.join(videoPaths(videosDir, id).subtitles, `${track}.vtt`), { force: true });
      return true;
    },

    async purge(providerId) {
      const id = uploadIdOf(providerId);
      if (id === null) return;
      await uploadStore.remove(db, id);
      if (objects) await objects.removeAll(id);
      else await rm(videoPaths(videosDir, id).dir, { recursive: true, force: true });
    },

    async playback(providerId, userId): Promise<Playback | null> {
      const id = uploadIdOf(providerId);
      const row = id === null ? null : await uploadStore.get(db, id);
      if (!row?.completed_at) return null;
      const hls = row.packaging_state === 'hls';
      if (!hls && !PROGRESSIVE_TYPES[row.container as Container]) return null;
      // In the bucket the source exists once the packaging job joined the chunks (it leaves 'waiting').
      if (objects && (row.packaging_state ?? 'waiting') === 'waiting') return null;
      const now = Math.floor(Date.now() / 1000);
      // Progressive playback asks for ranges for as long as the film runs, so its token lives that long.
      const lifetime = config.MEDIA_URL_TTL_SECONDS + (hls ? 0 : Math.ceil(row.duration_seconds ?? 4 * 3600));
      const token = { expires: now + lifetime, userId };
      const prefix = mediaPrefixOf(row.id);
      const query = tokenQuery(await secret(), prefix, token);
      return {
        kind: hls ? 'hls' : 'mp4',
        url: `${prefix}${hls ? 'hls/index.m3u8' : 'source'}?${query}`,
        expires_at: new Date(token.expires * 1000).toISOString(),
        tracks: (await tracksOf(row.id)).map((track) => ({
          language: track.language,
          name: track.name,
          url: `${prefix}subtitles/${track.id}.vtt?${query}`,
        })),
      };
    },

    routes: async (app: FastifyInstance, options: VideoHostRouteOptions) => {
      await app.register(tusRoutes, { ...options, db, videosDir, objects });
      await app.register(mediaRoutes, {
        canWatch: options.canWatch,
        db,
        videosDir,
        objects,
        secret,
        ttlSeconds: config.MEDIA_URL_TTL_SECONDS,
      });
    },
  };
};
