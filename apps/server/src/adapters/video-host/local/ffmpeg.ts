import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The ffmpeg that packages local uploads (it parses files staff upload, so a maintained build
 * matters): FFMPEG_PATH, else the system's `ffmpeg` on PATH (Debian's, kept up to date by the OS),
 * else the static binary @ffmpeg-installer/ffmpeg ships inside its npm tarball (an old build: the
 * embedded fallback, so `npm ci` alone is enough), else none: playback stays progressive.
 * FFMPEG_PATH=none turns packaging off.
 */
export const SYSTEM_FFMPEG = 'ffmpeg';
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
  /** Killed at the time limit. */
  timedOut?: boolean;
}

/** Limits of one ffmpeg run: wall-clock seconds and address space (MB; Linux and macOS, through ulimit -v). */
export interface RunLimits {
  seconds?: number;
  memoryMb?: number;
}

/**
 * Runs ffmpeg with `args`; stdout lines go to onLine (progress), stderr is kept (last 64 KB).
 * With limits, a run past `seconds` is killed (SIGKILL) and the address space is capped through
 * the shell's ulimit, so a hostile or broken upload cannot hold the machine.
 */
export const runFfmpeg = (
  binary: string,
  args: string[],
  options: { signal?: AbortSignal; onLine?: (line: string) => void; limits?: RunLimits } = {},
): Promise<Run> =>
  new Promise((resolve, reject) => {
    const memoryKb = options.limits?.memoryMb ? Math.floor(options.limits.memoryMb * 1024) : null;
    const [command, commandArgs] =
      memoryKb && process.platform !== 'win32'
        ? ['/bin/sh', ['-c', 'ulimit -v "$0" && exec "$@"', String(memoryKb), binary, ...args]]
        : [binary, args];
    const child = spawn(command, commandArgs as string[], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    let timedOut = false;
    const timer = options.limits?.seconds
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.limits.seconds * 1000)
      : null;
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
    child.on('error', (error) => {
      if (timer) clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, stderr, ...(timedOut ? { timedOut } : {}) });
    });
  });

const runs = async (binary: string): Promise<boolean> => {
  try {
    return (await runFfmpeg(binary, ['-hide_banner', '-version'], { limits: { seconds: 10 } })).code === 0;
  } catch {
    return false;
  }
};

/** The binary to use (FFMPEG_PATH, the system's, the bundled one), checked by running it once; null when none runs. */
export const findFfmpeg = async (configured: string | undefined): Promise<string | null> => {
  if (configured === 'none') return null;
  if (configured) return (await runs(configured)) ? configured : null;
  if (await runs(SYSTEM_FFMPEG)) return SYSTEM_FFMPEG;
  const binary = bundledPath();
  return binary && (await runs(binary)) ? binary : null;
};

export interface Probe {
  duration: number | null;
  video: string | null;
  audio: string | null;
}

/** Reads codecs and duration from `ffmpeg -i` (it exits 1 without an output; the banner is what we need). */
export const probe = async (
  binary: string,
  file: string,
  signal?: AbortSignal,
  memoryMb?: number,
): Promise<Probe> => {
  const { stderr } = await runFfmpeg(binary, ['-hide_banner', '-nostdin', '-i', file], {
    signal,
    limits: { seconds: 120, memoryMb },
  });
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
