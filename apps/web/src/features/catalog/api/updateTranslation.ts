import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared/catalog.contract';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { onTranslationChange } from './createTranslation';
import { translationEndpointsOf, type TranslationTypes } from './translationTypes';

/** PUT /api/translations/{kind}/{id} → translation. */
export const updateTranslation = <K extends TranslationKind>(
  kind: K,
  id: number,
  body: TranslationTypes[K]['update'],
) =>
  call(translationEndpointsOf(kind).update, {
    params: { id },
    body: body as TranslationTypes['video']['update'],
  }).then((data) => data.translation as TranslationTypes[K]['row']);

export const useUpdateTranslation = <K extends TranslationKind>(kind: K) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TranslationTypes[K]['update'] }) =>
      updateTranslation(kind, id, body),
    meta: adminMeta,
    onSuccess: () => onTranslationChange(client, kind),
  });
};
