import type { FastifyInstance } from 'fastify';
import { groupTicketsEndpoints as endpoints } from '@scena/shared/group-tickets.endpoints';
import { EXT_ORDER_ID_PATTERN } from '@scena/shared/orders.contract';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { createGroupTicketOrders } from './group-ticket-orders';
import { createGroupTicketPurchase } from './group-ticket-purchase';
import { groupTicketSettings } from './group-tickets.settings';

/** Group tickets (spec 1 §7, spec 3 §7; CONTEXT.md). The admin order list is modules/code-orders'. */
export const groupTicketsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const buy = createGroupTicketPurchase(ctx);
  const orders = createGroupTicketOrders(ctx);
  // The guard runs before validation: a value that cannot be an order number asks nothing.
  app.ownerLookups.set('groupTicketOrder', async (extOrderId: string) =>
    EXT_ORDER_ID_PATTERN.test(extOrderId) ? orders.ownerOf(extOrderId) : null,
  );

  route(app, endpoints.settings, async () => groupTicketSettings.read(ctx.db));
  route(app, endpoints.updateSettings, async (request) => groupTicketSettings.write(ctx.db, request.body));
  route(app, endpoints.buy, { config: limit(ctx.config, 20, '1 minute') }, async (request) =>
    buy({ user: request.user!, country: request.country }, request.body, {
      ip: request.ip,
      lang: request.lang,
    }),
  );
  route(app, endpoints.listOwn, async (request) => {
    const { filters: _filters, ...paging } = request.query;
    return orders.own(request.user!.id, paging);
  });
  route(app, endpoints.get, async (request) => orders.one(request.params.extOrderId));
};
