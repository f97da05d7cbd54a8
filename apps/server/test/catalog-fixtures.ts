import sharp from 'sharp';
import { toCatalogFormData } from '@scena/shared';
import type { TestApp } from './test-app';
import { auth } from './factories';

/** Real images made with sharp, and files that only pretend to be images. */
export const image = async (
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 64,
  height = 48,
): Promise<Buffer> => {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });
  return base.toFormat(format).toBuffer();
};

/** Random bytes inside a valid PNG are hard to compress: a big but genuine image. */
export const noisyPng = async (width: number, height: number): Promise<Buffer> => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

export const htmlFile = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const svgFile = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);

/** A form with files; a file given as [buffer, filename, type] gets that name and declared type. */
export const form = (
  values: Record<string, unknown>,
  files: Record<string, Buffer | [Buffer, string, string]> = {},
): FormData => {
  const data = toCatalogFormData(values);
  for (const [name, file] of Object.entries(files)) {
    const [buffer, filename, type] = Array.isArray(file) ? file : [file, `${name}.png`, 'image/png'];
    data.append(name, new Blob([new Uint8Array(buffer)], { type }), filename);
  }
  return data;
};

export const validVideo = (overrides: Record<string, unknown> = {}) => ({
  title: 'Wesele',
  subtitle: 'Stanisław Wyspiański',
  video_link: '123456789',
  video_price: 19.99,
  description: '<p>Dramat w trzech aktach.</p>',
  ...overrides,
});

export const validEvent = (videoId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Wesele – premiera',
  event_price: 25,
  video_id: videoId,
  date_from: '2030-06-10',
  date_to: '2030-06-12',
  time_from: '19:00',
  time_to: '21:00',
  ...overrides,
});

/** Creates a video through the API as an admin (JSON body) and returns it. */
export const createVideo = async (
  t: TestApp,
  adminToken: string,
  overrides: Record<string, unknown> = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/videos/',
    headers: auth(adminToken),
    payload: validVideo(overrides),
  });
  if (res.statusCode !== 200) throw new Error(`createVideo: ${res.statusCode} ${res.body}`);
  return res.json().video as { id: number; slug: string } & Record<string, unknown>;
};

export const createEvent = async (
  t: TestApp,
  adminToken: string,
  videoId: number,
  overrides: Record<string, unknown> = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/events/',
    headers: auth(adminToken),
    payload: validEvent(videoId, overrides),
  });
  if (res.statusCode !== 200) throw new Error(`createEvent: ${res.statusCode} ${res.body}`);
  return res.json().event as { id: number; slug: string } & Record<string, unknown>;
};

/** The fields no viewer or guest may ever receive (what is sold). */
export const MEDIA_FIELDS = ['video_link', 'accessibility_video', 'autodesc_video', 'vimeo_chat'] as const;

/** Every media field anywhere in a JSON value (deep), as "path=value". */
export const findMedia = (value: unknown, path = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => findMedia(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      (MEDIA_FIELDS as readonly string[]).includes(key)
        ? [`${path}.${key}`]
        : findMedia(inner, `${path}.${key}`),
    );
  }
  return [];
};
