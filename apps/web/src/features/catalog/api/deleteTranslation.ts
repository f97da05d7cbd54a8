import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** DELETE /api/translations/{kind}/{id}. */
export const deleteTranslation = (kind: TranslationKind, id: number) =>
  api<unknown>(`/api/translations/${kind}/${id}`, { method: 'DELETE' });

export const useDeleteTranslation = (kind: TranslationKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTranslation(kind, id),
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
};
