import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statisticsEndpoints as endpoints } from '@scena/shared/statistics.endpoints';
import type { DayRange } from '@scena/shared';
import { ADMIN_CALL_META } from '../../../components/admin-kit';
import { call } from '../../../lib/endpoint-client';

const keys = {
  orders: (range: DayRange) => ['statistics', 'orders', range] as const,
  income: (range: DayRange) => ['statistics', 'income', range] as const,
  summ: (range: DayRange) => ['statistics', 'paymentsumm', range] as const,
  fixed: (name: string) => ['statistics', name] as const,
};
const listed = { placeholderData: keepPreviousData, meta: ADMIN_CALL_META };

export const useOrdersPerDay = (range: DayRange) =>
  useQuery({
    queryKey: keys.orders(range),
    queryFn: ({ signal }) => call(endpoints.ordersPerDay, { query: range }, { signal }),
    ...listed,
  });
export const useIncomePerDay = (range: DayRange) =>
  useQuery({
    queryKey: keys.income(range),
    queryFn: ({ signal }) => call(endpoints.incomePerDay, { query: range }, { signal }),
    ...listed,
  });
export const usePaymentSumm = (range: DayRange) =>
  useQuery({
    queryKey: keys.summ(range),
    queryFn: ({ signal }) => call(endpoints.paymentSumm, { query: range }, { signal }),
    ...listed,
  });
export const useOrdersPerVideo = () =>
  useQuery({
    queryKey: keys.fixed('ordersPerVideo'),
    queryFn: ({ signal }) => call(endpoints.ordersPerVideo, undefined, { signal }),
    meta: ADMIN_CALL_META,
  });
export const useViewsPerVideo = () =>
  useQuery({
    queryKey: keys.fixed('viewsPerVideo'),
    queryFn: ({ signal }) => call(endpoints.viewsPerVideo, undefined, { signal }),
    meta: ADMIN_CALL_META,
  });
export const useStatisticsEvents = () =>
  useQuery({
    queryKey: keys.fixed('events'),
    queryFn: ({ signal }) => call(endpoints.events, undefined, { signal }),
    meta: ADMIN_CALL_META,
  });
export const useStatisticsVideos = () =>
  useQuery({
    queryKey: keys.fixed('videos'),
    queryFn: ({ signal }) => call(endpoints.videos, undefined, { signal }),
    meta: ADMIN_CALL_META,
  });
