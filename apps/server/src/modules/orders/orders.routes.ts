import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ordersEndpoints as endpoints } from '@scena/shared/orders.endpoints';
import { accountOrdersEndpoints } from '@scena/shared/account-orders.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { accountOrdersPage } from './account-orders';
import { cancelBuyerOrder } from './buyer-cancel';
import { createOrdersService, orderOwnerLookup } from './orders.service';
import { createPurchaseService } from './purchase.service';

/** Buying and the buyer's orders (spec 1 §7). The provider notification route is registered by its own plugin. */
export const ordersRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const purchases = createPurchaseService(ctx);
  const orders = createOrdersService(ctx);
  app.ownerLookups.set('eventOrder', orderOwnerLookup(ctx, 'event'));
  app.ownerLookups.set('videoOrder', orderOwnerLookup(ctx, 'video'));

  const buy = { config: limit(ctx.config, 20, '1 minute') };
  route(app, endpoints.buyEvent, buy, async (request) =>
    purchases.purchase(
      { user: request.user!, country: request.country },
      { kind: 'event', id: request.params.eventId },
      request.body,
      { ip: request.ip, lang: request.lang },
    ),
  );
  route(app, endpoints.buyVideo, buy, async (request) =>
    purchases.purchase(
      { user: request.user!, country: request.country },
      { kind: 'video', id: request.params.videoId },
      request.body,
      { ip: request.ip, lang: request.lang },
    ),
  );

  const paging = <Q extends { filters: unknown }>({ filters: _filters, ...rest }: Q) => rest;
  route(app, endpoints.listEventOrders, async (request) =>
    orders.eventOrders(request.user!.id, paging(request.query)),
  );
  route(app, endpoints.listVideoOrders, async (request) =>
    orders.videoOrders(request.user!.id, paging(request.query)),
  );
  // The account page's one table: orders and the access held without one (its owner or an admin).
  route(app, accountOrdersEndpoints.list, async (request) =>
    accountOrdersPage(ctx.db, request.params.id, request.query),
  );
  route(app, endpoints.getEventOrder, async (request) => orders.eventOrder(request.params.extOrderId));
  route(app, endpoints.getVideoOrder, async (request) => orders.videoOrder(request.params.extOrderId));

  const cancel =
    (kind: 'event' | 'video') => async (request: FastifyRequest<{ Params: { extOrderId: string } }>) =>
      cancelBuyerOrder(
        ctx,
        { extOrderId: request.params.extOrderId, kind, userId: request.user!.id },
        request.log,
      );
  route(app, endpoints.cancelEventOrder, buy, async (request) => {
    const row = await cancel('event')(request);
    return orders.eventOrder(row.ext_order_id);
  });
  route(app, endpoints.cancelVideoOrder, buy, async (request) => {
    const row = await cancel('video')(request);
    return orders.videoOrder(row.ext_order_id);
  });
};
