import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared/catalog.contract';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { onTranslationChange } from './createTranslation';
import { translationEndpointsOf } from './translationTypes';

/** DELETE /api/translations/{kind}/{id}. */
export const deleteTranslation = (kind: TranslationKind, id: number) =>
  call(translationEndpointsOf(kind).remove, { params: { id } }).then((data) => data.translation);

export const useDeleteTranslation = (kind: TranslationKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTranslation(kind, id),
    meta: adminMeta,
    onSuccess: () => onTranslationChange(client, kind),
  });
};
