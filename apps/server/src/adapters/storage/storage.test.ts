import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { AppError } from '@scena/shared';
import { createLocalStorage } from './local';
import { encodeImage } from './images';

const dir = path.join(os.tmpdir(), `scena-storage-${process.pid}`);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage(dir);

  it('stores only server-chosen names and removes only its own addresses', async () => {
    const name = `${'ab'.repeat(16)}.png`;
    expect(await storage.put(name, Buffer.from('x'))).toBe(`/uploads/${name}`);
    expect((await storage.open(name))?.size).toBe(1);
    for (const bad of ['../x.png', 'x.html', `${'ab'.repeat(16)}.svg`, '.hidden.png']) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow();
      expect(await storage.open(bad)).toBeNull();
    }
    await storage.remove('/etc/passwd');
    await storage.remove(`/uploads/../${name}`);
    expect(await storage.open(name)).not.toBeNull();
    await storage.remove(`/uploads/${name}`);
    expect(await storage.open(name)).toBeNull();
  });
});

describe('image checks', () => {
  const png = () =>
    sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();

  it('re-encodes, so data appended to an image (a polyglot) does not survive', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]);
    const { data, ext } = await encodeImage('image', polyglot, 'main');
    expect(ext).toBe('png');
    expect(data.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('drops EXIF metadata', async () => {
    const withExif = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS-secret' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { data } = await encodeImage('image', withExif, 'main');
    expect((await sharp(data).metadata()).exif).toBeUndefined();
  });

  it('refuses decompression bombs with a message, not a crash', async () => {
    // A tiny PNG whose header claims 20000 × 20000 pixels (with a valid header checksum).
    const huge = Buffer.from(await png());
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    const error = await encodeImage('image', huge, 'main').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details.formError).toEqual({ image: 'catalog.image.too_many_pixels' });
  });
});
