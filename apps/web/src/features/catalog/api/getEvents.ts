import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_EVENTS_FROM, type CatalogEvent, type EventsQuery } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** GET /api/events: without dates, current and upcoming events; a range for past ones. */
export const fetchEvents = (query: EventsQuery = {}, signal?: AbortSignal) =>
  api<{ events: CatalogEvent[] }>('/api/events', { query: query as Record<string, string | boolean | number | undefined>, signal }).then(
    (data) => data.events,
  );

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

/** One page of the admin events list (GET /api/events with the list contract). */
export const fetchEventsPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  api<{ events: CatalogEvent[]; total: number }>('/api/events', { query: request, signal }).then((data) => ({ items: data.events, total: data.total }));
