import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../src/config';

/** Configuration for tests: quiet, rate limits on, a private data dir, a known admin domain. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL_DOMAINS: 'teatr.test',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    DATA_DIR: path.join(os.tmpdir(), `scena-test-${randomBytes(4).toString('hex')}`),
    ...env,
  });
