import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogEvent } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** DELETE /api/events/{id} (response event). */
export const deleteEvent = (id: number) =>
  api<{ event: CatalogEvent }>(`/api/events/${id}`, { method: 'DELETE' }).then((data) => data.event);

export const useDeleteEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.events() }),
  });
};
