import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogEvent, EventCreate } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** POST /api/events/ (new) or PUT /api/events/{id} (edit), JSON; response event. */
export const saveEvent = ({ id, body }: { id?: number; body: EventCreate }) =>
  api<{ event: CatalogEvent }>(id ? `/api/events/${id}` : '/api/events/', { method: id ? 'PUT' : 'POST', body }).then(
    (data) => data.event,
  );

export const useSaveEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.events() }),
  });
};
