import type { FastifyInstance } from 'fastify';
import { paymentActionsEndpoints as endpoints } from '@scena/shared/payments/actions.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { createPaymentActions } from '../orders';

/**
 * The box office's actions on orders (spec 3 §2.4, §7; refunds from the panel): admin only. The
 * rules (the status machine's admin cause, tickets, refunds) are the orders module's.
 */
export const paymentActionsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const actions = createPaymentActions(ctx);
  // A refund or a grant reaches the provider or takes a ticket: a runaway panel is slowed down.
  const writes = { config: limit(ctx.config, 60, '1 minute') };

  route(app, endpoints.cancelEventOrder, writes, async (request) =>
    actions.cancel('event', request.params.id, request.user!),
  );
  route(app, endpoints.cancelVideoOrder, writes, async (request) =>
    actions.cancel('video', request.params.id, request.user!),
  );
  route(app, endpoints.editEventOrder, writes, async (request) =>
    actions.edit('event', request.params.extOrderId, request.body, request.user!),
  );
  route(app, endpoints.editVideoOrder, writes, async (request) =>
    actions.edit('video', request.params.extOrderId, request.body, request.user!),
  );
  route(app, endpoints.grantFreeEvent, writes, async (request) =>
    actions.grantFree('event', request.params.eventId, request.body, request.user!),
  );
  route(app, endpoints.grantFreeVideo, writes, async (request) =>
    actions.grantFree('video', request.params.videoId, request.body, request.user!),
  );
  route(app, endpoints.eventOrderRefunds, async (request) =>
    actions.refunds('event', request.params.extOrderId),
  );
  route(app, endpoints.videoOrderRefunds, async (request) =>
    actions.refunds('video', request.params.extOrderId),
  );
  route(app, endpoints.refundEventOrder, writes, async (request) =>
    actions.refund('event', request.params.extOrderId, request.body, request.user!),
  );
  route(app, endpoints.refundVideoOrder, writes, async (request) =>
    actions.refund('video', request.params.extOrderId, request.body, request.user!),
  );
};
