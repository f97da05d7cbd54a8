import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { imageSrcSet } from '@scena/shared/images';
import { removeFiles } from '../../lib/form-images';
import { createLocalStorage } from './local';
import { uploadsPlugin } from './serve';
import { openVariant, resizeImage, variantName, variantUrls } from './variants';

const dir = path.join(os.tmpdir(), `scena-variants-${process.pid}`);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const HASH = 'ab'.repeat(16);
const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 40 } } })
    .toFormat(format)
    .toBuffer();
const widthOf = async (data: Buffer) => (await sharp(data).metadata()).width;

describe('image variants (srcset copies)', () => {
  it('names a copy after its original, within the stored-name rule, and refuses names that are not ours', () => {
    expect(variantName(`${HASH}.jpg`, 480)).toBe(`${HASH}-w480.jpg`);
    expect(variantName(`${HASH}-thumb.png`, 1600)).toBe(`${HASH}-thumbw1600.png`);
    expect(variantName(`${HASH}-abcdefghijklm.jpg`, 800)).toBeNull();
    expect(variantName('../x.jpg', 480)).toBeNull();
    expect(variantUrls(`/uploads/${HASH}.jpg`)).toEqual([
      `/uploads/${HASH}-w480.jpg`,
      `/uploads/${HASH}-w800.jpg`,
      `/uploads/${HASH}-w1200.jpg`,
      `/uploads/${HASH}-w1600.jpg`,
    ]);
    expect(variantUrls('https://example.com/x.jpg')).toEqual([]);
  });

  it('scales down to the width, keeps the format and never enlarges', async () => {
    const wide = await resizeImage(await picture(1920, 640), 480);
    expect(await widthOf(wide)).toBe(480);
    expect((await sharp(wide).metadata()).format).toBe('jpeg');
    const png = await resizeImage(await picture(1000, 500, 'png'), 800);
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(await widthOf(png)).toBe(800);
    expect(await widthOf(await resizeImage(await picture(300, 100), 800))).toBe(300);
  });

  it('makes a copy on first request, keeps it in the storage and opens the kept one next time', async () => {
    const storage = createLocalStorage(path.join(dir, 'open'));
    await storage.put(`${HASH}.jpg`, await picture(1920, 640));
    const first = await openVariant(storage, `${HASH}.jpg`, 800);
    expect(first?.name).toBe(`${HASH}-w800.jpg`);
    first?.file.stream.destroy();
    const kept = await storage.open(`${HASH}-w800.jpg`);
    expect(kept).not.toBeNull();
    kept?.stream.destroy();
    expect(await openVariant(storage, `${'cd'.repeat(16)}.jpg`, 800)).toBeNull();
  });

  it('serves /uploads/<name>?w= at that width (other widths get the original) and removes copies with the image', async () => {
    const storage = createLocalStorage(path.join(dir, 'serve'));
    const url = await storage.put(`${HASH}.jpg`, await picture(1920, 640));
    const app = Fastify();
    await app.register(uploadsPlugin, { storage });
    try {
      for (const [query, width] of [
        ['?w=480', 480],
        ['?w=480', 480],
        ['?w=1200', 1200],
        ['?w=123', 1920],
        ['', 1920],
      ] as const) {
        const answer = await app.inject({ method: 'GET', url: `${url}${query}` });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('image/jpeg');
        expect(answer.headers['cache-control']).toContain('immutable');
        expect(await widthOf(answer.rawPayload)).toBe(width);
      }
      expect(imageSrcSet(url)).toBe(
        `${url}?w=480 480w, ${url}?w=800 800w, ${url}?w=1200 1200w, ${url}?w=1600 1600w`,
      );
      await removeFiles(storage, [url]);
      for (const name of [`${HASH}.jpg`, `${HASH}-w480.jpg`, `${HASH}-w1200.jpg`])
        expect(await storage.open(name)).toBeNull();
    } finally {
      await app.close();
    }
  });
});
