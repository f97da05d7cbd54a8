import { test as base, expect } from '@playwright/test';
import { Api } from './api';
import { Mailbox } from './mailbox';

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
 * e-mails it sent over SMTP, and `api` does set-up steps (accounts, admin token) over HTTP.
 */
export const test = base.extend<{ mailbox: Mailbox; api: Api }>({
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },
  mailbox: async ({}, use) => {
    await use(new Mailbox(required('E2E_MAIL_DIR')));
  },
  api: async ({ mailbox }, use) => {
    await use(new Api(required('E2E_BASE_URL'), mailbox));
  },
});

export { expect };
