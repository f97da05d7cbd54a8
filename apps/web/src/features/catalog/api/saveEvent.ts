import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventCreate } from '@scena/shared/catalog.contract';
import { eventEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** POST /api/events/ (new) or PUT /api/events/{id} (edit), JSON; response event. */
export const saveEvent = ({ id, body }: { id?: number; body: EventCreate }) =>
  (id ? call(eventEndpoints.update, { params: { id }, body }) : call(eventEndpoints.create, { body })).then(
    (data) => data.event,
  );

export const useSaveEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    meta: adminMeta,
    onSuccess: () => invalidateCatalog(client, 'events'),
  });
};
