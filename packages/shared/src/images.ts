/**
 * Uploaded images (spec 2 §5/§9): the one definition of what the server accepts and what the admin
 * panel's image field compresses to. Main 3 MB / 2000 px, thumbnail 1 MB / 650 px, gallery 3 MB /
 * 2000 px, slide 4 MB / 5000 px, login background 5 MB / 4000 px, ads 1 MB / 1000 px (phone), 2 MB /
 * 1500 px (tablet), 3 MB / 3000 px (desktop) (`maxSide`: the longer side). The browser compresses to these;
 * the server refuses a bigger file and scales a bigger picture down.
 */

const MB = 1024 * 1024;

export const IMAGE_LIMITS = {
  main: { maxBytes: 3 * MB, maxSide: 2000 },
  thumb: { maxBytes: 1 * MB, maxSide: 650 },
  gallery: { maxBytes: 3 * MB, maxSide: 2000 },
  slide: { maxBytes: 4 * MB, maxSide: 5000 },
  /** Settings: the sign-in pages' background (noauth_bg_image) and the ads by screen width. */
  background: { maxBytes: 5 * MB, maxSide: 4000 },
  ad_mobile: { maxBytes: 1 * MB, maxSide: 1000 },
  ad_tablet: { maxBytes: 2 * MB, maxSide: 1500 },
  ad_desktop: { maxBytes: 3 * MB, maxSide: 3000 },
} as const;
export type ImageKind = keyof typeof IMAGE_LIMITS;

/** The largest upload of any kind (the multipart parser's own file cap sits just above it). */
export const MAX_IMAGE_BYTES = Math.max(...Object.values(IMAGE_LIMITS).map((limit) => limit.maxBytes));

/** Only JPEG and PNG: the browser's file picker offers these, the server checks the real bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** A limit in whole megabytes, for messages ("at most {{max}} MB") and the browser's compressor. */
export const imageMaxMB = (kind: ImageKind): number => IMAGE_LIMITS[kind].maxBytes / MB;

/**
 * Narrower copies of a stored image the server makes on first request (`/uploads/<name>?w=480`)
 * and keeps, for `srcset`: a phone gets 480 or 800 px instead of a 1920 px slide. No other width
 * is made, so a request cannot make the server resize (or store) at will.
 */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (value: number): value is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(value);

/** The `srcset` of an image the server stores (`/uploads/…`); other addresses have no copies. */
export const imageSrcSet = (url: string): string | undefined =>
  url.startsWith('/uploads/') && !url.includes('?')
    ? IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ')
    : undefined;
