import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFfmpeg, runFfmpeg } from '../src/adapters/video-host/local/ffmpeg';

/**
 * A real, tiny H.264/AAC MP4 (2 s, 160×120) made with the ffmpeg bundled from npm, so packaging
 * and playback tests use a file a browser would play, not bytes that only look like one.
 */
export const makeTestVideo = async (seconds = 2): Promise<Buffer> => {
  const ffmpeg = await findFfmpeg(undefined);
  if (!ffmpeg) throw new Error('the bundled ffmpeg (@ffmpeg-installer/ffmpeg) does not run here');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scena-video-'));
  const out = path.join(dir, 'test.mp4');
  const run = await runFfmpeg(ffmpeg, [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=160x120:rate=10`,
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
  return readFile(out);
};
