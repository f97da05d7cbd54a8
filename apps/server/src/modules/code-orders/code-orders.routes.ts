import type { FastifyInstance } from 'fastify';
import { codeOrdersEndpoints as endpoints } from '@scena/shared/code-orders.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { sendCsv } from '../../lib/csv';
import { limit } from '../../plugins/rate-limit';
import { createCodeOrdersService } from './code-orders.service';

/** The gift and group order lists, their CSV, and the panel's refund and edit of such an order (spec 3 §2.7), admin only. */
export const codeOrdersRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const service = createCodeOrdersService(ctx);
  const paging = <Q extends { filters: unknown }>({ filters: _filters, ...rest }: Q) => rest;
  // A refund reaches the provider: a runaway panel is slowed down, as the box office's actions are.
  const writes = { config: limit(ctx.config, 60, '1 minute') };

  route(app, endpoints.listGiftOrders, async (request) =>
    service.list('gift', request.query.filters, paging(request.query)),
  );
  route(app, endpoints.listGroupOrders, async (request) =>
    service.list('group_ticket', request.query.filters, paging(request.query)),
  );
  route(app, endpoints.giftOrdersCsv, async (request, reply) => {
    const csv = await service.csv('gift', request.query);
    return sendCsv(reply, csv.filename, csv.stream);
  });
  route(app, endpoints.groupOrdersCsv, async (request, reply) => {
    const csv = await service.csv('group_ticket', request.query);
    return sendCsv(reply, csv.filename, csv.stream);
  });
  route(app, endpoints.giftOrderRefunds, async (request) =>
    service.refunds('gift', request.params.extOrderId),
  );
  route(app, endpoints.groupOrderRefunds, async (request) =>
    service.refunds('group_ticket', request.params.extOrderId),
  );
  route(app, endpoints.refundGiftOrder, writes, async (request) =>
    service.refund('gift', request.params.extOrderId, request.body, request.user!),
  );
  route(app, endpoints.refundGroupOrder, writes, async (request) =>
    service.refund('group_ticket', request.params.extOrderId, request.body, request.user!),
  );
  route(app, endpoints.editGiftOrder, writes, async (request) =>
    service.edit('gift', request.params.extOrderId, request.body, request.user!),
  );
  route(app, endpoints.editGroupOrder, writes, async (request) =>
    service.edit('group_ticket', request.params.extOrderId, request.body, request.user!),
  );
};
