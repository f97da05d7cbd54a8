/** Statistics: orders, income and views for staff (spec 2 §2.14); reads orders, catalogue and access through their index. */
export { statisticsRoutes } from './statistics.routes';
export { createStatisticsService, type StatisticsService } from './statistics.service';
