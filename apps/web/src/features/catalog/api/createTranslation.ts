import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared/catalog.contract';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog, TRANSLATION_OWNERS } from './invalidate';
import { catalogKeys } from './keys';
import { translationEndpointsOf, type TranslationTypes } from './translationTypes';

/** POST /api/translations/{kind} (body carries the owner id) → translation. */
export const createTranslation = <K extends TranslationKind>(kind: K, body: TranslationTypes[K]['create']) =>
  call(translationEndpointsOf(kind).create, { body: body as TranslationTypes['video']['create'] }).then(
    (data) => data.translation as TranslationTypes[K]['row'],
  );

export const useCreateTranslation = <K extends TranslationKind>(kind: K) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TranslationTypes[K]['create']) => createTranslation(kind, body),
    meta: adminMeta,
    onSuccess: () => onTranslationChange(client, kind),
  });
};

/** That kind's translation lists, and the items that embed them. */
export const onTranslationChange = (client: ReturnType<typeof useQueryClient>, kind: TranslationKind) =>
  Promise.all([
    client.invalidateQueries({ queryKey: catalogKeys.translations(kind) }),
    invalidateCatalog(client, ...TRANSLATION_OWNERS[kind]),
  ]);
