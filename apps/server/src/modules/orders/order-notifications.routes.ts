import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { paymentNotificationsPlugin } from '../../adapters/payments';
import { createOrderNotificationHandler } from './apply-provider-report';

/**
 * POST /api/payments/notify for whichever provider runs (PayU, Przelewy24, the sandbox): the
 * payments plugin reads the raw body and checks the signature, our handler moves the order.
 */
export const orderNotificationsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  await app.register(paymentNotificationsPlugin, {
    provider: ctx.payments,
    handle: createOrderNotificationHandler(ctx),
  });
};
