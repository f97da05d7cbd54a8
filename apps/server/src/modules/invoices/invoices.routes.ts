import type { FastifyInstance } from 'fastify';
import { invoicesEndpoints as endpoints } from '@scena/shared/invoices.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { csvDay, sendCsv } from '../../lib/csv';
import { limit } from '../../plugins/rate-limit';
import { createInvoicesService } from './invoices.service';

/** GET /api/invoices (+ /csv), PUT and DELETE /api/invoices/:id (spec 3 §7): administrators only. */
export const invoicesRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const invoices = createInvoicesService(ctx);
  const exports = { config: limit(ctx.config, 10, '1 minute') };
  route(app, endpoints.list, async (request) => {
    const { filters, ...paging } = request.query;
    return invoices.list(filters, paging);
  });
  route(app, endpoints.csv, exports, async (request, reply) =>
    sendCsv(reply, `Faktury ${csvDay(new Date())}.csv`, invoices.csv(request.query)),
  );
  route(app, endpoints.update, async (request) => invoices.setSent(request.params.id, request.body.sent));
  route(app, endpoints.remove, async (request) => invoices.remove(request.params.id));
};
