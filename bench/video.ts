/**
 * `npm run bench:video [-- --size-mb=1024 --duration=10]`: the local video provider (VIDEO_HOST=local)
 * on the real app (PGlite in a temp dir, the app listening on loopback):
 *  (a) upload throughput of one tus PATCH of --size-mb (default 1 GiB) streamed from a generator
 *      (constant memory on the client side) and the process's RSS growth while it runs: the bytes
 *      must be streamed to disk, never buffered (fails above 100 MB);
 *  (b) the cost of serving a signed HLS playlist (2 h of 4 s segments: signature check, access
 *      check, read, token rewrite): autocannon, 10 clients, --duration seconds.
 * Prints a table and writes bench/results/video-<time>.json; exits 1 on a breach.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { Role } from '@scena/shared';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { connectPglite } from '../apps/server/src/db/client';
import { pgliteExtensions } from '../apps/server/src/db/pglite-extensions';
import { runMigrations } from '../apps/server/src/db/migrate';
import { installJobs } from '../apps/server/src/jobs/boss';
import { jobDefinitions } from '../apps/server/src/jobs/registry';
import { staticGeoIp } from '../apps/server/src/adapters/geoip';
import { uploadStore, videoPaths } from '../apps/server/src/adapters/video-host/local/store';
import { createUser, signIn } from '../apps/server/test/factories';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const sizeBytes = option('size-mb', 1024) * 1024 * 1024;
const durationSeconds = option('duration', 10);
const RSS_LIMIT_MB = 100;
const mb = (bytes: number) => bytes / 1024 / 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-bench-video-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  RATE_LIMIT_DISABLED: 'true',
  ADMIN_EMAIL_DOMAINS: 'bench.test',
  DATA_DIR: dataDir,
  // Production settings, but nothing here is bought: the sandbox provider only has to be allowed.
  SANDBOX_PAYMENTS: '1',
});
const pglite = new PGlite(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
const database = connectPglite(pglite);
await runMigrations(database);
await installJobs(database, jobDefinitions);
const { app, ctx } = await buildApp({
  config,
  database,
  logger: false,
  serveWeb: false,
  geoip: staticGeoIp(),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const admin = await createUser(ctx, { role: Role.ADMIN, email: 'admin@bench.test' });
const token = await signIn(ctx, admin);

const api = async (method: string, url: string, body?: unknown) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
};

// (a) upload
const { video } = (await api('POST', '/api/vimeo', {
  name: 'Bench',
  size: sizeBytes,
  filename: 'bench.mp4',
})) as { video: { upload_link: string } };
const chunk = Buffer.alloc(1024 * 1024, 7);
chunk.writeUInt32BE(24, 0);
chunk.write('ftypisom', 4, 'latin1');
const body = Readable.from(
  (function* () {
    for (let sent = 0; sent < sizeBytes; sent += chunk.length)
      yield sent === 0 ? chunk : chunk.subarray(0, Math.min(chunk.length, sizeBytes - sent));
  })(),
);
(globalThis as { gc?: () => void }).gc?.();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
const started = performance.now();
const status = await new Promise<number>((resolve, reject) => {
  const request = http.request(`${base}${video.upload_link}`, {
    method: 'PATCH',
    headers: {
      'x-auth-token': token,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(sizeBytes),
    },
  });
  request.on('response', (res) => {
    res.resume();
    resolve(res.statusCode ?? 0);
  });
  request.on('error', reject);
  body.pipe(request);
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const id = video.upload_link.split('/').pop()!;
const stored = fs.statSync(videoPaths(config.paths.videos, Number(id)).source).size;
const upload = {
  status,
  bytes: stored,
  seconds: Number(seconds.toFixed(2)),
  mbPerSecond: Number((mb(stored) / seconds).toFixed(1)),
  rssGrowthMb: Number(mb(rssPeak - rssBefore).toFixed(1)),
};

// (b) playlist: 2 hours of 4 s segments, as the packaging job writes it.
await api('PATCH', `/api/vimeo/${id}`);
const hls = videoPaths(config.paths.videos, Number(id)).hls;
fs.mkdirSync(hls, { recursive: true });
const segments = Array.from(
  { length: 1800 },
  (_, i) => `#EXTINF:4.000000,\nseg_${String(i).padStart(5, '0')}.ts`,
).join('\n');
fs.writeFileSync(
  path.join(hls, 'index.m3u8'),
  `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n${segments}\n#EXT-X-ENDLIST\n`,
);
await uploadStore.update(ctx.db, Number(id), { packaging_state: 'hls', duration_seconds: 7200 });
const { playback } = (await api('GET', `/api/vimeo/${id}/playback`)) as { playback: { url: string } };
const load = await autocannon({ url: `${base}${playback.url}`, connections: 10, duration: durationSeconds });
const playlist = {
  requestsPerSecond: Math.round(load.requests.average),
  p50Ms: load.latency.p50,
  p99Ms: load.latency.p99,
  errors: load.errors + load.non2xx,
  kbPerAnswer: Number((load.throughput.average / load.requests.average / 1024).toFixed(1)),
};

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

console.log('\nUpload through the local provider (one tus PATCH)');
console.table([
  {
    size: `${mb(sizeBytes)} MB`,
    status: upload.status,
    'MB/s': upload.mbPerSecond,
    'time (s)': upload.seconds,
    'RSS growth (MB)': upload.rssGrowthMb,
  },
]);
console.log('Signed HLS playlist (1,800 segments), 10 clients');
console.table([
  {
    'req/s': playlist.requestsPerSecond,
    'p50 (ms)': playlist.p50Ms,
    'p99 (ms)': playlist.p99Ms,
    'KB/answer': playlist.kbPerAnswer,
    errors: playlist.errors,
  },
]);
const problems = [
  ...(upload.status !== 204 || upload.bytes !== sizeBytes
    ? [`upload answered ${upload.status} with ${upload.bytes} of ${sizeBytes} bytes stored`]
    : []),
  ...(upload.rssGrowthMb > RSS_LIMIT_MB
    ? [
        `RSS grew ${upload.rssGrowthMb} MB during the upload (limit ${RSS_LIMIT_MB} MB): bytes are being buffered`,
      ]
    : []),
  ...(playlist.errors > 0 ? [`${playlist.errors} playlist requests failed`] : []),
];
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  `bench/results/video-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify({ upload, playlist, problems }, null, 2),
);
for (const problem of problems) console.error(`✗ ${problem}`);
process.exit(problems.length ? 1 : 0);
