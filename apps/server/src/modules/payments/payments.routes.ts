import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints as endpoints } from '@scena/shared/payments.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { sendCsv } from '../../lib/csv';
import { createPaymentsService } from './payments.service';

/** The box office's lists, CSV and order panels (spec 3 §2.3, §2.4), administrators only. */
export const paymentListsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const payments = createPaymentsService(ctx);
  const paging = <Q extends { filters: unknown }>({ filters: _filters, ...rest }: Q) => rest;

  route(app, endpoints.listEventPayments, async (request) =>
    payments.list('event', request.query.filters, paging(request.query)),
  );
  route(app, endpoints.listVideoPayments, async (request) =>
    payments.list('video', request.query.filters, paging(request.query)),
  );
  route(app, endpoints.eventPaymentsCsv, async (request, reply) => {
    const csv = await payments.csv('event', request.query);
    return sendCsv(reply, csv.filename, csv.stream);
  });
  route(app, endpoints.videoPaymentsCsv, async (request, reply) => {
    const csv = await payments.csv('video', request.query);
    return sendCsv(reply, csv.filename, csv.stream);
  });
  route(app, endpoints.eventOrdersPanel, async (request) =>
    payments.panel('event', request.params.eventId, request.query.filters, paging(request.query)),
  );
  route(app, endpoints.videoOrdersPanel, async (request) =>
    payments.panel('video', request.params.videoId, request.query.filters, paging(request.query)),
  );
};
