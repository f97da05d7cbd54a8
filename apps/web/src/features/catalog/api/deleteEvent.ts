import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** DELETE /api/events/{id} (response event). */
export const deleteEvent = (id: number) =>
  call(eventEndpoints.remove, { params: { id } }).then((data) => data.event);

export const useDeleteEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    meta: adminMeta,
    onSuccess: () => invalidateCatalog(client, 'events'),
  });
};
