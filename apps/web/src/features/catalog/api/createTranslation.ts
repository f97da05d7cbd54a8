import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';
import type { TranslationTypes } from './translationTypes';

/** POST /api/translations/{kind} (body carries the owner id) → translation. */
export const createTranslation = <K extends TranslationKind>(kind: K, body: TranslationTypes[K]['create']) =>
  api<{ translation: TranslationTypes[K]['row'] }>(`/api/translations/${kind}`, { method: 'POST', body }).then(
    (data) => data.translation,
  );

export const useCreateTranslation = <K extends TranslationKind>(kind: K) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TranslationTypes[K]['create']) => createTranslation(kind, body),
    meta: adminMeta,
    // Items embed their translations, so the lists refresh too.
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
};
