import type { Config } from '../../config';
import { createPayuProvider } from './payu/adapter';
import { createP24Provider } from './przelewy24/adapter';
import { SANDBOX_POS, SANDBOX_PREFIX } from './sandbox/constants';
import type { PaymentProvider } from './types';
import { joinUrl, type FetchLike } from './http';

/**
 * The provider PAYMENT_PROVIDER names (config has checked its credentials). `sandbox` is the PayU
 * adapter itself pointed at the PayU-compatible sandbox this server mounts at /sandbox/payu, so a
 * demo runs the production code path; it calls itself through PUBLIC_URL.
 */
export const createPaymentProvider = (
  config: Config,
  /** sandboxSecret: the embedded sandbox's client secret (read from the database: sandboxClientSecret). */
  options: { fetch?: FetchLike; sandboxSecret?: () => Promise<string> } = {},
): PaymentProvider => {
  switch (config.PAYMENT_PROVIDER) {
    case 'payu':
      return createPayuProvider({
        apiUrl: config.PAYU_API_URL,
        posId: config.PAYU_POS_ID!,
        clientId: config.PAYU_CLIENT_ID!,
        clientSecret: config.PAYU_CLIENT_SECRET!,
        secondKey: config.PAYU_SECOND_KEY!,
        publicUrl: config.PUBLIC_URL,
        fetch: options.fetch,
      });
    case 'przelewy24':
      return createP24Provider({
        apiUrl: config.P24_API_URL,
        merchantId: config.P24_MERCHANT_ID!,
        posId: config.P24_POS_ID!,
        apiKey: config.P24_API_KEY!,
        crc: config.P24_CRC!,
        publicUrl: config.PUBLIC_URL,
        fetch: options.fetch,
      });
    case 'sandbox':
      return createPayuProvider({
        name: 'sandbox',
        apiUrl: joinUrl(config.PUBLIC_URL, SANDBOX_PREFIX),
        posId: SANDBOX_POS.posId,
        clientId: SANDBOX_POS.posId,
        clientSecret:
          options.sandboxSecret ??
          (() => Promise.reject(new Error('sandbox: createPaymentProvider needs sandboxSecret'))),
        secondKey: SANDBOX_POS.secondKey,
        publicUrl: config.PUBLIC_URL,
        fetch: options.fetch,
      });
  }
};
