import type { PosCredentials } from '../payu-core/core';

/** Where the embedded PayU-compatible sandbox is mounted (its API, checkout page and switches). */
export const SANDBOX_PREFIX = '/sandbox/payu';

/**
 * The sandbox's one point of sale: PayU's own published sandbox test POS (reference §1). Its
 * OAuth client secret is not taken by the embedded sandbox (db-store.ts: sandboxClientSecret);
 * the second key (notification signatures) is, notifications being confirmed by a re-fetch.
 */
export const SANDBOX_POS: PosCredentials = {
  posId: '300746',
  clientSecret: '2ee86a66e5d97e3fadc400c9f19b065d',
  secondKey: 'b6ca15b0d1020e8094d9b5f8d163db54',
};
