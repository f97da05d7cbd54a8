import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@scena/shared/images';
import { UPLOADS_PREFIX, type FileStorage } from './types';

/** The same guard as at upload: no stored image above this many pixels is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;
const STORED = /^([a-f0-9]{32})(?:-([a-z0-9]{1,16}))?\.(jpg|png)$/;

/**
 * Where the `width` px copy of a stored image is kept: `<hash>-<suffix>w<width>.<ext>`, a name the
 * stored-name rule accepts (so it is served and removed like any upload), or null for a name that
 * is not ours or whose suffix would grow too long (then the original is sent).
 */
export const variantName = (name: string, width: ImageWidth): string | null => {
  const match = STORED.exec(name);
  if (!match) return null;
  const suffix = `${match[2] ?? ''}w${width}`;
  return suffix.length > 16 ? null : `${match[1]}-${suffix}.${match[3]}`;
};

/** The addresses of every copy an image may have, so removing the image removes them too. */
export const variantUrls = (url: string): string[] => {
  if (!url.startsWith(UPLOADS_PREFIX)) return [];
  const name = url.slice(UPLOADS_PREFIX.length);
  return IMAGE_WIDTHS.map((width) => variantName(name, width))
    .filter((variant): variant is string => variant !== null)
    .map((variant) => `${UPLOADS_PREFIX}${variant}`);
};

/** At most `width` px wide (never enlarged), same format, the upload's encoder settings. */
export const resizeImage = async (data: Buffer, width: number): Promise<Buffer> => {
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { format } = await image.metadata();
  const resized = image.resize({ width, withoutEnlargement: true });
  return format === 'png'
    ? resized.png({ compressionLevel: 8 }).toBuffer()
    : resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
};

/**
 * Opens the `width` copy of a stored image, making and storing it on first request (every
 * instance then finds it in the shared storage). Null when the original does not exist. Two
 * first requests at once both make it; the second write stores the same bytes.
 */
export const openVariant = async (
  storage: FileStorage,
  name: string,
  width: ImageWidth,
): Promise<{ name: string; file: { stream: Readable; size: number } } | null> => {
  const variant = variantName(name, width);
  if (!variant) return null;
  const kept = await storage.open(variant);
  if (kept) return { name: variant, file: kept };
  const original = await storage.open(name);
  if (!original) return null;
  const data = await resizeImage(await buffer(original.stream), width);
  await storage.put(variant, data);
  return { name: variant, file: { stream: Readable.from([data]), size: data.length } };
};
