import { z } from 'zod';
import { access, defineEndpoint } from './http/endpoint';

/**
 * The embedded payment sandbox's switches (PAYMENT_PROVIDER=sandbox only): how it delivers
 * notifications, so an administrator (or a test) can watch the notification handler cope with
 * duplicates, out-of-order deliveries and MD5 signatures as PayU sends them.
 */
export const sandboxDeliverySettings = z.object({
  /** Extra copies of every notification (0 = each once). */
  duplicates: z.number().int().min(0).max(10),
  /** The last status first (COMPLETED before PENDING). */
  outOfOrder: z.boolean(),
  algorithm: z.enum(['SHA-256', 'MD5']),
});
export type SandboxDeliverySettings = z.infer<typeof sandboxDeliverySettings>;

export const paymentsSandboxEndpoints = {
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/sandbox/payu/settings',
    access: access.admin,
    response: sandboxDeliverySettings,
  }),
  putSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/sandbox/payu/settings',
    access: access.admin,
    body: sandboxDeliverySettings,
    response: sandboxDeliverySettings,
  }),
};
