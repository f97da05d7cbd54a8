import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bucketKeys, s3TestClient, startS3Server } from '../../apps/server/test/s3-server';
import { demoAccount } from './demo';
import { freePort, isHealthy, journeyServerEnv, launchJourneyServer, root } from './server';

const BUCKET = 'scena-e2e';
/** Its demo administrator is admin@ this domain: its one-time links never mix with the shared server's. */
const ADMIN_DOMAIN = 'chmura.scena.local';
const ENV = { url: 'E2E_S3_BASE_URL', endpoint: 'E2E_S3_ENDPOINT', log: 'E2E_S3_SERVER_LOG' } as const;

/**
 * Called by global-setup.ts: a second journey server with STORAGE=s3 against a loopback S3 server
 * (s3rver: SigV4, and CORS only by the bucket's rules, as S3), for the journeys about the bucket;
 * the shared server keeps local storage. The bucket gets README's CORS rule for the site's origin
 * before the server starts, as an operator sets it. Mail goes to the run's SMTP sink, so
 * `mailbox` reads it. Its start (migrations, demo data: about 20 s of one core) overlaps the
 * making of the staff accounts; global-setup waits for `ready` before any journey runs, so no
 * journey shares the cores with it. scripts/e2e.mjs leaves it out (E2E_S3_SITE=0) when only other
 * journeys' files are named.
 */
export const launchS3Site = async (
  smtpUrl: string,
): Promise<{ ready: Promise<void>; close(): Promise<void> }> => {
  const bucket = await startS3Server(BUCKET);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-e2e-s3-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...journeyServerEnv({ port, dataDir: work, smtpUrl }),
    ...bucket.env(),
    ADMIN_EMAIL_DOMAINS: ADMIN_DOMAIN,
  };
  await bucket.allowOrigin(env.PUBLIC_URL!);
  const server = launchJourneyServer(env, path.join(root, 'test-results', 'e2e-server-s3.log'));
  process.env[ENV.url] = server.url;
  process.env[ENV.endpoint] = bucket.endpoint;
  process.env[ENV.log] = server.logFile;
  return {
    ready: server.ready,
    close: async () => {
      await server.stop();
      await bucket.close();
      if (process.env.E2E_KEEP !== '1') fs.rmSync(work, { recursive: true, force: true });
    },
  };
};

export interface S3Site {
  /** The server's address (a browser context's baseURL). */
  url: string;
  /** Its demo administrator (the same documented password as the shared server's). */
  admin: { email: string; password: string };
  /** Where the bucket's objects are fetched from: `<endpoint>/<bucket>/`. */
  objectsUrl: string;
  /** The bucket's keys under `prefix`. */
  keys(prefix: string): Promise<string[]>;
}

/** In a journey: the S3 site global-setup.ts started. */
export const s3Site = async (): Promise<S3Site> => {
  const url = process.env[ENV.url];
  const endpoint = process.env[ENV.endpoint];
  if (!url || !endpoint)
    throw new Error(
      `${ENV.url} is not set: run the journeys with "npm run test:e2e" (it starts the S3 site unless only other spec files are named).`,
    );
  if (!(await isHealthy(url)))
    throw new Error(`The S3 site does not answer on ${url}; see ${process.env[ENV.log]}`);
  const client = s3TestClient(endpoint);
  return {
    url,
    admin: { email: `admin@${ADMIN_DOMAIN}`, password: demoAccount('admin').password },
    objectsUrl: `${endpoint}/${BUCKET}/`,
    keys: (prefix) => bucketKeys(client, BUCKET, prefix),
  };
};
