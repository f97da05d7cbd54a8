import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defineJob } from '../../../jobs/queue';
import { PROGRESSIVE_TYPES, type Container } from './container';
import { findFfmpeg, hlsArgs, probe, runFfmpeg } from './ffmpeg';
import { videoObjectsOf, type VideoObjects } from './objects';
import { uploadStore, videoPaths } from './store';

const HLS_TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };

/** Segments first, playlists last: a player never sees a playlist naming a segment not yet stored. */
const uploadHls = async (objects: VideoObjects, id: number, dir: string) => {
  const names = (await readdir(dir)).sort(
    (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
  );
  for (const name of names) {
    const file = path.join(dir, name);
    const type = HLS_TYPES[name.split('.').pop()!] ?? 'application/octet-stream';
    await objects.putFile(id, `hls/${name}`, file, (await stat(file)).size, type);
  }
};

/**
 * Packages a finalized local upload for streaming (HLS), on the jobs runner (pg-boss, SKIP LOCKED:
 * one instance takes it). Idempotent: it writes into a fresh folder and renames it into place.
 * Progress (0–100) is stored as it goes, so the admin list shows it from any instance. Without
 * ffmpeg the video stays progressive (the original file with Range requests) and the list says so.
 * With STORAGE=s3 whichever instance claims the job joins the uploaded chunks into the bucket's
 * `source`, packages a copy in a temporary folder, uploads the HLS files and removes the folder.
 */
export const packageVideoJob = defineJob<{ uploadId: number }>({
  name: 'hosted-video.package',
  maxAttempts: 3,
  retryDelaySeconds: 30,
  // A long film transcoded on a small machine; a dead worker's job is retried after this.
  expireInSeconds: 6 * 3600,
  concurrency: 1,
  handler: async ({ uploadId }, job) => {
    const { db, ctx } = job;
    const row = await uploadStore.get(db, uploadId);
    if (!row?.completed_at) return; // purged meanwhile, or never finalized
    const objects = videoObjectsOf(ctx.config);
    const paths = videoPaths(ctx.config.paths.videos, uploadId);
    const temp = objects ? await mkdtemp(path.join(os.tmpdir(), `scena-package-${uploadId}-`)) : null;
    const source = temp ? path.join(temp, 'source') : paths.source;
    try {
      if (objects) {
        const type = PROGRESSIVE_TYPES[row.container as Container] ?? 'application/octet-stream';
        await objects.sourceToFile(uploadId, row.size, source, type);
      }
      const binary = await findFfmpeg(ctx.config.FFMPEG_PATH);
      if (!binary) {
        await uploadStore.update(db, uploadId, {
          packaging_state: 'progressive',
          packaging_progress: null,
          packaging_note: 'hosted_video.packaging.no_ffmpeg',
        });
        return;
      }
      await uploadStore.update(db, uploadId, {
        packaging_state: 'packaging',
        packaging_progress: 0,
        packaging_note: null,
      });
      const memoryMb = ctx.config.FFMPEG_MEMORY_LIMIT_MB;
      const info = await probe(binary, source, job.signal, memoryMb);
      const work = temp ? path.join(temp, 'hls') : path.join(paths.dir, `hls-${job.id}`);
      await rm(work, { recursive: true, force: true });
      await mkdir(work, { recursive: true });
      let last = 0;
      const run = await runFfmpeg(binary, hlsArgs(source, work, info), {
        signal: job.signal,
        limits: { seconds: ctx.config.FFMPEG_TIME_LIMIT_SECONDS, memoryMb },
        onLine: (line) => {
          const micros = /^out_time_(?:ms|us)=(\d+)/.exec(line)?.[1];
          if (!micros || !info.duration) return;
          const percent = Math.min(99, Math.floor((Number(micros) / 1e6 / info.duration) * 100));
          if (percent >= last + 5) {
            last = percent;
            void uploadStore.update(db, uploadId, { packaging_progress: percent }).catch(() => undefined);
          }
        },
      });
      if (run.code !== 0) {
        await rm(work, { recursive: true, force: true });
        await uploadStore.update(db, uploadId, {
          packaging_state: 'failed',
          packaging_progress: null,
          packaging_note: 'hosted_video.packaging.failed',
        });
        throw new Error(
          run.timedOut
            ? `ffmpeg passed FFMPEG_TIME_LIMIT_SECONDS (${ctx.config.FFMPEG_TIME_LIMIT_SECONDS} s)`
            : `ffmpeg exited with ${run.code}: ${run.stderr.slice(-500)}`,
        );
      }
      if (objects) await uploadHls(objects, uploadId, work);
      else {
        await rm(paths.hls, { recursive: true, force: true });
        await rename(work, paths.hls);
      }
      await uploadStore.update(db, uploadId, {
        packaging_state: 'hls',
        packaging_progress: 100,
        packaging_note: null,
        duration_seconds: info.duration,
      });
    } finally {
      if (temp) await rm(temp, { recursive: true, force: true });
    }
  },
});

/** Removes unfinished uploads past their expiry (tus expiration): their bytes and their row. */
export const expireUploadsJob = defineJob<Record<string, never>>({
  name: 'hosted-video.expire-uploads',
  cron: '23 * * * *',
  handler: async (_payload, job) => {
    for (const row of await uploadStore.expired(job.db)) {
      const objects = videoObjectsOf(job.ctx.config);
      if (objects) await objects.removeAll(row.id);
      else await rm(videoPaths(job.ctx.config.paths.videos, row.id).dir, { recursive: true, force: true });
      await uploadStore.remove(job.db, row.id);
    }
  },
});
