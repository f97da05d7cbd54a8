import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';
import type { TranslationTypes } from './translationTypes';

/** PUT /api/translations/{kind}/{id} → translation. */
export const updateTranslation = <K extends TranslationKind>(kind: K, id: number, body: TranslationTypes[K]['update']) =>
  api<{ translation: TranslationTypes[K]['row'] }>(`/api/translations/${kind}/${id}`, { method: 'PUT', body }).then(
    (data) => data.translation,
  );

export const useUpdateTranslation = <K extends TranslationKind>(kind: K) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TranslationTypes[K]['update'] }) => updateTranslation(kind, id, body),
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
};
