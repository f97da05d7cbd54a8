import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The ffmpeg that packages local uploads: FFMPEG_PATH, else the static binary that
 * @ffmpeg-installer/ffmpeg ships inside its npm tarball (no download at install, so `npm ci` alone
 * is enough), else none: playback stays progressive. FFMPEG_PATH=none turns packaging off.
 */
let bundled: string | null | undefined;

const bundledPath = (): string | null => {
  if (bundled !== undefined) return bundled;
  try {
    bundled = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    bundled = null; // an unsupported platform: the package throws at load
  }
  return bundled;
};

export interface Run {
  code: number | null;
  stderr: string;
}

/** Runs ffmpeg with `args`; stdout lines go to onLine (progress), stderr is kept (last 64 KB). */
export const runFfmpeg = (
  binary: string,
  args: string[],
  options: { signal?: AbortSignal; onLine?: (line: string) => void } = {},
): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stderr = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine?.(line);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-65_536);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });

/** The binary to use, checked by running it once; null when there is none. */
export const findFfmpeg = async (configured: string | undefined): Promise<string | null> => {
  if (configured === 'none') return null;
  const binary = configured ?? bundledPath();
  if (!binary) return null;
  try {
    const run = await runFfmpeg(binary, ['-hide_banner', '-version']);
    return run.code === 0 ? binary : null;
  } catch {
    return null;
  }
};

export interface Probe {
  duration: number | null;
  video: string | null;
  audio: string | null;
}

/** Reads codecs and duration from `ffmpeg -i` (it exits 1 without an output; the banner is what we need). */
export const probe = async (binary: string, file: string, signal?: AbortSignal): Promise<Probe> => {
  const { stderr } = await runFfmpeg(binary, ['-hide_banner', '-nostdin', '-i', file], { signal });
  const time = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  return {
    duration: time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]) : null,
    video: /Stream #[^\n]*Video: ([a-z0-9_]+)/.exec(stderr)?.[1] ?? null,
    audio: /Stream #[^\n]*Audio: ([a-z0-9_]+)/.exec(stderr)?.[1] ?? null,
  };
};

/**
 * HLS (MPEG-TS segments of about 6 s, one VOD playlist `index.m3u8`). H.264 with AAC (or no
 * sound) is remuxed without re-encoding; anything else is transcoded to H.264/AAC.
 */
export const hlsArgs = (source: string, outDir: string, info: Probe): string[] => {
  const remux = info.video === 'h264' && (info.audio === null || info.audio === 'aac');
  const codecs = remux
    ? ['-c:v', 'copy', '-c:a', 'copy']
    : [
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-ac',
        '2',
      ];
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    source,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...codecs,
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_playlist_type',
    'vod',
    '-hls_list_size',
    '0',
    '-hls_segment_filename',
    `${outDir}/seg_%05d.ts`,
    '-progress',
    'pipe:1',
    '-nostats',
    `${outDir}/index.m3u8`,
  ];
};
