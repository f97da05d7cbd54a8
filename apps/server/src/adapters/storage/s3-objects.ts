import { createReadStream } from 'node:fs';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/**
 * Bucket chores shared by the hosted-video objects (video-host/local/objects.ts) and the backup
 * command (cli/backup): listing past S3's 1,000-key pages, and putting a file of any size.
 */

/** Above this a file goes up as a multipart upload (one PUT stops at 5 GiB; uploads reach 10). */
export const PART_BYTES = 64 * 1024 ** 2;

/** Every key under `Prefix` with its size, following the continuation tokens. */
export const listObjects = async (client: S3Client, Bucket: string, Prefix?: string) => {
  const keys: { key: string; size: number }[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
    for (const item of page.Contents ?? []) keys.push({ key: item.Key!, size: item.Size ?? 0 });
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
};

/** The headers an object keeps (S3 serves them back when the bucket is read directly). */
export interface ObjectHeaders {
  ContentType: string;
  CacheControl?: string;
  ContentDisposition?: string;
}

/** Puts the first `size` bytes of `file` at `Key`: one PUT, or a multipart upload above `partBytes`. */
export const putObjectFromFile = async (
  client: S3Client,
  target: { Bucket: string; Key: string },
  file: string,
  size: number,
  headers: ObjectHeaders,
  partBytes = PART_BYTES,
) => {
  if (size <= partBytes) {
    await client.send(
      new PutObjectCommand({
        ...target,
        ...headers,
        // Exactly `size` bytes: a staged file may hold more than its writer counted (a cut body).
        // An empty object gets an empty body (a read stream cannot end before byte 0).
        Body: size === 0 ? Buffer.alloc(0) : createReadStream(file, { start: 0, end: size - 1 }),
        ContentLength: size,
      }),
    );
    return;
  }
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ ...target, ...headers }));
  const parts: { ETag: string; PartNumber: number }[] = [];
  for (let start = 0, PartNumber = 1; start < size; start += partBytes, PartNumber++) {
    const end = Math.min(size, start + partBytes) - 1;
    const { ETag } = await client.send(
      new UploadPartCommand({
        ...target,
        UploadId,
        PartNumber,
        Body: createReadStream(file, { start, end }),
        ContentLength: end - start + 1,
      }),
    );
    parts.push({ ETag: ETag!, PartNumber });
  }
  await client.send(
    new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: parts } }),
  );
};
