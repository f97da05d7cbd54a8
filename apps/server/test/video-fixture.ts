import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFfmpeg, runFfmpeg } from '../src/adapters/video-host/local/ffmpeg';

/** A test video's shape: length, frame size (`WxH`), frame rate and the file's name. */
export interface TestVideoShape {
  seconds?: number;
  size?: string;
  rate?: number;
  name?: string;
}

/**
 * A real, tiny H.264/AAC MP4 (by default 2 s, 160×120) made with the ffmpeg the server packages
 * with, so packaging and playback tests (and the journeys, which upload it from a browser) use a
 * file a browser would play, not bytes that only look like one. Returns the file's path.
 */
export const makeTestVideoFile = async ({
  seconds = 2,
  size = '160x120',
  rate = 10,
  name = 'test.mp4',
}: TestVideoShape = {}): Promise<string> => {
  const ffmpeg = await findFfmpeg(undefined);
  if (!ffmpeg) throw new Error('the bundled ffmpeg (@ffmpeg-installer/ffmpeg) does not run here');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scena-video-'));
  const out = path.join(dir, name);
  const run = await runFfmpeg(ffmpeg, [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${size}:rate=${rate}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
  if (run.code !== 0) throw new Error(run.stderr.slice(-500));
  return out;
};

/** The same video's bytes (`seconds` long, 160×120), for tests that store or send it themselves. */
export const makeTestVideo = async (seconds = 2): Promise<Buffer> =>
  readFile(await makeTestVideoFile({ seconds }));
