import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '@scena/shared';
import { access } from '@scena/shared/http/endpoint';
import {
  PAYMENT_NOTIFY_PATH,
  PaymentProviderError,
  type PaymentNotification,
  type PaymentProvider,
} from './types';

/** What the orders module does with a verified notification (record once, confirm, move forward). */
export type NotificationHandler = (
  notification: PaymentNotification,
  context: { log: FastifyBaseLogger },
) => Promise<void>;

/** Notification bodies are small JSON documents; a megabyte would be an attack, not PayU. */
const BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payments/notify, the provider's notifications: the building block the orders module
 * registers with its handler (`app.register(paymentNotificationsPlugin, { provider, handle })`).
 * - The body is read as raw bytes in a scope of its own (any content type), because the signature
 *   is over the exact bytes; it is never parsed and re-serialised before the check.
 * - Signature first: missing, unknown algorithm or wrong → 401 with our error body, logged, and the
 *   handler never runs. Signed but not for us (malformed_body) → 200, logged: resending cannot help.
 * - The handler's transient failures (a PaymentProviderError marked retryable: the provider's
 *   re-fetch timed out) → 503, and other errors → 500, so the provider sends it again.
 * It is a raw route (no JSON schema: the bytes are the input), declared public: only the signature
 * decides, and the permission matrix and fuzz test call it like every route.
 */
export const paymentNotificationsPlugin = async (
  app: FastifyInstance,
  options: { provider: PaymentProvider; handle: NotificationHandler },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    PAYMENT_NOTIFY_PATH,
    { config: { access: access.public('payment provider notifications: the signature decides') } },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = options.provider.verifyNotification(raw, request.headers);
      if (!result.ok) {
        if (result.reason === 'malformed_body') {
          request.log.warn(
            { provider: options.provider.name, reason: result.reason },
            'payment notification ignored',
          );
          return reply.code(200).send();
        }
        request.log.warn(
          { provider: options.provider.name, reason: result.reason, ip: request.ip },
          'payment notification rejected',
        );
        throw new AppError('UNAUTHENTICATED', 'error.payment_notification_signature');
      }
      try {
        await options.handle(result.notification, { log: request.log });
      } catch (error) {
        if (error instanceof PaymentProviderError && error.details.retryable) {
          request.log.warn(
            { err: error, key: result.notification.idempotencyKey },
            'payment notification deferred: provider unreachable',
          );
          throw new AppError('UNAVAILABLE', 'error.generic');
        }
        throw error;
      }
      return reply.code(200).send();
    },
  );
};
