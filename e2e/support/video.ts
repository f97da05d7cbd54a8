import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A real 4-second H.264/AAC MP4 made with the ffmpeg bundled from npm (the one the server packages with). */
export const makeVideo = (): string => {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scena-e2e-video-')), 'proba.mp4');
  const run = spawnSync(ffmpeg, [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=4:size=320x180:rate=15',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=4',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
  if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr.toString().slice(-400)}`);
  return file;
};
