import type { Readable } from 'node:stream';

/**
 * Where uploaded files (images) live. Modules depend on this interface; the local implementation
 * writes under config.paths.uploads, the S3-compatible one (STORAGE=s3) into a bucket that several
 * instances share (ARCHITECTURE.md rule 13: no instance keeps on its own disk what others need).
 * Names are always chosen by the server (random), never by the uploader.
 */
export interface FileStorage {
  /** Stores bytes under `name` and returns the public address, e.g. /uploads/<name>. */
  put(name: string, data: Buffer): Promise<string>;
  /** Removes a file by its public address; addresses that are not ours and missing files are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** Opens a stored file for serving, or null when there is none. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Set when files are read from elsewhere (a public bucket): /uploads/<name> redirects there. */
  publicUrlOf?(name: string): string;
  /** A remote store's reachability (readiness, modules/health); local disk has none. */
  ping?(): Promise<void>;
}

/** Public prefix of stored files. */
export const UPLOADS_PREFIX = '/uploads/';

/** Server-chosen names: 32 hex characters (+ optional suffix) and a known image extension. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}(?:-[a-z0-9]{1,16})?\.(jpg|png)$/;

export const contentTypeOf = (name: string): string | null =>
  name.endsWith('.jpg') ? 'image/jpeg' : name.endsWith('.png') ? 'image/png' : null;
