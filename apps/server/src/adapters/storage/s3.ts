import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { STORED_NAME_PATTERN, UPLOADS_PREFIX, contentTypeOf, type FileStorage } from './types';

export interface S3Settings {
  /** Empty for AWS S3 itself; the address of MinIO, Garage, R2, … otherwise. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** http://host/bucket/key instead of http://bucket.host/key (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Where the bucket is public (CDN): /uploads/<name> redirects there instead of streaming. */
  publicUrl?: string;
}

/**
 * One client per bucket user: images (this file) and hosted video (video-host/local/objects.ts).
 * Checksums only where S3 requires them: by default the SDK sends streamed bodies as
 * `aws-chunked` with a trailing checksum, which many S3-compatible servers (s3rver, older MinIO)
 * store verbatim, framing included.
 */
export const createS3Client = (settings: S3Settings): S3Client =>
  new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });

export const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files as objects in one bucket, keyed by the same server-chosen names as on disk, so stored
 * addresses stay /uploads/<name> whichever backend holds them, and every instance sees every file.
 * The images are checked and re-encoded before they get here (images.ts), as with local disk.
 */
export const createS3Storage = (settings: S3Settings): FileStorage => {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const keyOf = (name: string): string | null => (STORED_NAME_PATTERN.test(name) ? name : null);
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  return {
    async put(name, data) {
      const Key = keyOf(name);
      if (!Key) throw new Error(`refusing to store a file named ${JSON.stringify(name)}`);
      // The type and headers matter only when the bucket is read directly (S3_PUBLIC_URL).
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: data,
          ContentType: contentTypeOf(name) ?? 'application/octet-stream',
          ContentDisposition: 'inline',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      if (!url || !url.startsWith(UPLOADS_PREFIX)) return;
      const Key = keyOf(url.slice(UPLOADS_PREFIX.length));
      // S3 answers a delete of a missing key with success, as rm --force does.
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async open(name) {
      const Key = keyOf(name);
      if (!Key) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!object.Body || object.ContentLength === undefined) return null;
        return { stream: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    ...(publicBase ? { publicUrlOf: (name: string) => `${publicBase}/${name}` } : {}),
  };
};
