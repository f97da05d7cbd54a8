import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  S3Client,
  type CORSRule,
} from '@aws-sdk/client-s3';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The bucket CORS rule README's deployment section tells operators to set (players fetch media from the bucket). */
export const DOCUMENTED_CORS_FILE = fileURLToPath(new URL('../../../deploy/s3/cors.json', import.meta.url));

/** The documented rules with the site's origin in place of the example one. */
export const documentedCorsRules = async (origin: string): Promise<CORSRule[]> => {
  const { CORSRules } = JSON.parse(await fs.readFile(DOCUMENTED_CORS_FILE, 'utf8')) as {
    CORSRules: CORSRule[];
  };
  return CORSRules.map((rule) => ({ ...rule, AllowedOrigins: [origin] }));
};

export interface TestS3Server {
  endpoint: string;
  /** A client of the bucket, for what the tests read back. */
  s3: S3Client;
  /** The variables an operator sets for STORAGE=s3, pointing at this server. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** The bucket's keys (under `prefix`). */
  keys(prefix?: string): Promise<string[]>;
  objectBytes(key: string): Promise<Buffer>;
  /**
   * Sets the bucket's CORS rules as an operator does (PutBucketCors): the documented rule for
   * `origin`. Until then the server refuses cross-origin requests, as S3 does without rules.
   */
  allowOrigin(origin: string): Promise<void>;
  close(): Promise<void>;
}

/** A client of a test S3 server at `endpoint` (also from another process than the one running it). */
export const s3TestClient = (endpoint: string): S3Client =>
  new S3Client({
    endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials,
    // s3rver would store the SDK's aws-chunked framing inside the object (as the app's client is told too).
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

export const bucketKeys = async (s3: S3Client, bucket: string, prefix?: string): Promise<string[]> =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key!,
  );

/**
 * A real S3-compatible server (s3rver) on loopback with one bucket, on its own temporary
 * directory: SigV4 and path-style addressing, as the storage and hosted-video adapters speak
 * them. Start it in beforeAll and close it in afterAll.
 */
export const startS3Server = async (bucket: string): Promise<TestS3Server> => {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'scena-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  const s3 = s3TestClient(endpoint);
  return {
    endpoint,
    s3,
    env: (extra = {}) => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-central-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...extra,
    }),
    keys: (prefix) => bucketKeys(s3, bucket, prefix),
    objectBytes: async (key) =>
      Buffer.from(
        await (
          await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        ).Body!.transformToByteArray(),
      ),
    allowOrigin: async (origin) => {
      await s3.send(
        new PutBucketCorsCommand({
          Bucket: bucket,
          CORSConfiguration: { CORSRules: await documentedCorsRules(origin) },
        }),
      );
    },
    close: async () => {
      s3.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
};
