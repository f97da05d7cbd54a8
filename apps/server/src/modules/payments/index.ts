import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { paymentActionsRoutes } from './payment-actions.routes';
import { paymentListsRoutes } from './payments.routes';

/** The box office (CONTEXT.md): payment lists, CSV, order panels; the admin's actions beside them. */
export { createPaymentsService, type PaymentsService } from './payments.service';
// The range, the CSV and its name are shared with the gift and group order lists (modules/code-orders).
export { displayDay, instantRange, resolveDayRange, type DayRange } from './payments-range';
export { ordersCsv, ordersCsvCells, rangeCsvName, type OrdersCsvColumn } from './payments-csv';

/** Every box-office route; app.ts registers this one plugin. Each concern adds one line here. */
export const paymentsRoutes = async (app: FastifyInstance, options: { ctx: AppContext }) => {
  await paymentListsRoutes(app, options);
  await paymentActionsRoutes(app, options);
};
