import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { Api } from './api';
import { Mailbox } from './mailbox';
import { staffAccount } from './staff';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the journeys with "npm run test:e2e" (e2e/global-setup.ts sets it).`,
    );
  return value;
};

/**
 * The journeys' `test`: baseURL points at the server global-setup.ts started, `mailbox` reads the
 * e-mails it sent over SMTP, and `api` does set-up steps (accounts, this worker's administrator
 * token) over HTTP. Each journey's browser speaks for a client address of its own (X-Forwarded-For;
 * the e2e server trusts 127.0.0.1 as a proxy), as each viewer has one: journeys running side by
 * side never share a per-IP rate limit.
 */
export const test = base.extend<{ mailbox: Mailbox; api: Api }>({
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const ip = `172.${randomInt(16, 32)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
  mailbox: async ({}, use) => {
    await use(new Mailbox(required('E2E_MAIL_DIR')));
  },
  api: async ({ mailbox }, use, testInfo) => {
    await use(new Api(required('E2E_BASE_URL'), mailbox, staffAccount(testInfo.parallelIndex)));
  },
});

export { expect };
