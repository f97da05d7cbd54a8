import type { FastifyInstance } from 'fastify';
import { statisticsEndpoints as endpoints } from '@scena/shared/statistics.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createStatisticsService } from './statistics.service';

/** GET /api/statistics/* (spec 2 §7): administrators only. */
export const statisticsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const statistics = createStatisticsService(ctx);
  route(app, endpoints.ordersPerDay, async (request) => statistics.ordersPerDay(request.query));
  route(app, endpoints.incomePerDay, async (request) => statistics.incomePerDay(request.query));
  route(app, endpoints.paymentSumm, async (request) => statistics.paymentSumm(request.query));
  route(app, endpoints.ordersPerVideo, async () => statistics.ordersPerVideo());
  route(app, endpoints.viewsPerVideo, async () => statistics.viewsPerVideo());
  route(app, endpoints.events, async () => statistics.events());
  route(app, endpoints.videos, async () => statistics.videos());
};
