import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { joinUrl } from '../http';
import { createPayuCore } from '../payu-core/core';
import { SANDBOX_POS, SANDBOX_PREFIX } from './constants';
import { createDbPayuStore, sandboxClientSecret, sandboxSettings } from './db-store';

/** The sandbox's PayU core on the database: one per app (routes) and per job run (expiry). */
export const createSandboxCore = (config: Config, db: Db) =>
  createPayuCore({
    poses: [SANDBOX_POS],
    // Not the published test secret: only this server (which reads it from the database) may call the API.
    clientSecretOf: () => sandboxClientSecret(db, config),
    store: createDbPayuStore(db),
    checkoutUrl: joinUrl(config.PUBLIC_URL, `${SANDBOX_PREFIX}/pay`),
    plan: () => sandboxSettings.get(db),
    merchantOrigins: [new URL(config.PUBLIC_URL).origin],
    // PayU settles refunds on its own after a while; the sandbox does it at once (notified 1 s later).
    autoSettleRefunds: true,
  });
