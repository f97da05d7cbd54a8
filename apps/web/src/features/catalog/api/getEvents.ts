import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_EVENTS_FROM } from '@scena/shared/constants';
import type { EventsQuery } from '@scena/shared/catalog.contract';
import { eventEndpoints } from '@scena/shared/catalog.endpoints';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { catalogKeys } from './keys';

/** GET /api/events: without dates, current and upcoming events; a range for past ones. */
export const fetchEvents = (query: EventsQuery = {}, signal?: AbortSignal) =>
  call(eventEndpoints.list, { query }, { signal }).then((data) => data.events);

export const adminEventsQuery = (query: EventsQuery) =>
  queryOptions({
    queryKey: catalogKeys.events(query),
    queryFn: ({ signal }) => fetchEvents(query, signal),
    meta: adminMeta,
    placeholderData: keepPreviousData,
  });

export const useAdminEvents = (query: EventsQuery) => useQuery(adminEventsQuery(query));

/** Every event, past ones too: admin screens ask from 2000-01-01 (spec 2 §2.5). */
export const useAllAdminEvents = () => useQuery(adminEventsQuery({ date_from: ADMIN_EVENTS_FROM }));

/** One page of the admin events list (GET /api/admin/events, the list contract). */
export const fetchEventsPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(
    eventEndpoints.page,
    { query: request as EndpointInput<typeof eventEndpoints.page>['query'] },
    { signal },
  ).then((data) => ({ items: data.events, total: data.total }));
