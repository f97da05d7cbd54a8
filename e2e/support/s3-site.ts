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
 * `mailbox` reads it. Its start (migrations, demo data: about 20 s of one core) is not awaited:
 * it runs beside the first journeys, after the shared server is up, so neither waits for it.
 */
export const launchS3Site = async (smtpUrl: string): Promise<{ close(): Promise<void> }> => {
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

/**
 * In a journey (a beforeAll with a timeout above `waitMs`): the S3 site global-setup.ts launched,
 * once it answers (at once in a whole run; a run of its journey alone waits for its start).
 */
export const s3Site = async (waitMs: number): Promise<S3Site> => {
  const url = process.env[ENV.url];
  const endpoint = process.env[ENV.endpoint];
  if (!url || !endpoint) throw new Error(`${ENV.url} is not set: run the journeys with "npm run test:e2e".`);
  const deadline = Date.now() + waitMs;
  while (!(await isHealthy(url))) {
    if (Date.now() > deadline)
      throw new Error(`The S3 site did not answer on ${url}; see ${process.env[ENV.log]}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const client = s3TestClient(endpoint);
  return {
    url,
    admin: { email: `admin@${ADMIN_DOMAIN}`, password: demoAccount('admin').password },
    objectsUrl: `${endpoint}/${BUCKET}/`,
    keys: (prefix) => bucketKeys(client, BUCKET, prefix),
  };
};
