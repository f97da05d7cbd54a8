import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import {
  contentTypeOf,
  createS3Client,
  listObjects,
  putObjectFromFile,
  s3SettingsOf,
  type ObjectHeaders,
} from '../../adapters/storage';
import type { StoredObject } from './manifest';

/**
 * The files half of a backup: everything the server stored, through the same client the server
 * uses. STORAGE=s3: every object of the bucket (images at the top, hosted video under videos/);
 * STORAGE=local: DATA_DIR's uploads/ and videos/ folders, keyed by their path under DATA_DIR.
 */
export interface FileStore {
  kind: 's3' | 'local';
  /** Where, for the operator. */
  source: string;
  list(): Promise<{ key: string; size: number }[]>;
  /** Copies one object into `file`; answers the headers it carries (S3 only). */
  download(key: string, file: string): Promise<Partial<ObjectHeaders>>;
  upload(object: StoredObject, file: string): Promise<void>;
  close(): void;
}

const LOCAL_FOLDERS = ['uploads', 'videos'];

/** Objects copied at once: enough to hide a bucket's latency, few enough for a small server. */
export const PARALLEL_COPIES = 4;

const s3Store = (config: Config): FileStore | null => {
  const settings = s3SettingsOf(config);
  if (!settings) return null;
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    source: `bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    list: () => listObjects(client, Bucket),
    async download(Key, file) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key }));
      await pipeline(object.Body as Readable, createWriteStream(file));
      return {
        ContentType: object.ContentType,
        CacheControl: object.CacheControl,
        ContentDisposition: object.ContentDisposition,
      };
    },
    upload: (object, file) =>
      putObjectFromFile(client, { Bucket, Key: object.key }, file, object.size, {
        ContentType: object.content_type ?? contentTypeOf(object.key) ?? 'application/octet-stream',
        ...(object.cache_control ? { CacheControl: object.cache_control } : {}),
        ...(object.content_disposition ? { ContentDisposition: object.content_disposition } : {}),
      }),
    close: () => client.destroy(),
  };
};

const localStore = (config: Config): FileStore => {
  const root = config.paths.data;
  const inRoot = (key: string) => path.join(root, ...key.split('/'));
  return {
    kind: 'local',
    source: `${root} (${LOCAL_FOLDERS.join('/, ')}/)`,
    async list() {
      const found: { key: string; size: number }[] = [];
      for (const folder of LOCAL_FOLDERS) {
        const entries = await fs
          .readdir(path.join(root, folder), { recursive: true, withFileTypes: true })
          .catch(() => []);
        for (const entry of entries.filter((item) => item.isFile())) {
          const file = path.join(entry.parentPath, entry.name);
          const key = path.relative(root, file).split(path.sep).join('/');
          found.push({ key, size: (await fs.stat(file)).size });
        }
      }
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async download(key, file) {
      await fs.copyFile(inRoot(key), file);
      return {};
    },
    async upload(object, file) {
      await fs.mkdir(path.dirname(inRoot(object.key)), { recursive: true });
      await fs.copyFile(file, inRoot(object.key));
    },
    close: () => undefined,
  };
};

/** The store STORAGE names. */
export const fileStoreOf = (config: Config): FileStore => s3Store(config) ?? localStore(config);
