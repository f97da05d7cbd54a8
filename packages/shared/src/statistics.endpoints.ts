import { access, defineEndpoint } from './http/endpoint';
import {
  incomePerDayResponse,
  ordersPerDayResponse,
  ordersPerVideoResponse,
  paymentSummResponse,
  statisticsEventsResponse,
  statisticsRangeQuery,
  statisticsVideosResponse,
  viewsPerVideoResponse,
} from './statistics.contract';

/** The statistics screen's seven calls (spec 2 §7), administrators only. */
export const statisticsEndpoints = {
  ordersPerDay: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/orders',
    access: access.admin,
    query: statisticsRangeQuery,
    response: ordersPerDayResponse,
  }),
  incomePerDay: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/income',
    access: access.admin,
    query: statisticsRangeQuery,
    response: incomePerDayResponse,
  }),
  ordersPerVideo: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/ordersPerVideo',
    access: access.admin,
    response: ordersPerVideoResponse,
  }),
  viewsPerVideo: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/viewsPerVideo',
    access: access.admin,
    response: viewsPerVideoResponse,
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/events',
    access: access.admin,
    response: statisticsEventsResponse,
  }),
  videos: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/videos',
    access: access.admin,
    response: statisticsVideosResponse,
  }),
  paymentSumm: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/paymentsumm',
    access: access.admin,
    query: statisticsRangeQuery,
    response: paymentSummResponse,
  }),
};
