import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared/catalog.contract';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { catalogKeys } from './keys';
import { translationEndpointsOf, type TranslationTypes } from './translationTypes';

/** GET /api/{videos|events|categories|slides}/{id}/translations → translations. */
export const fetchTranslations = <K extends TranslationKind>(
  kind: K,
  ownerId: number,
  signal?: AbortSignal,
) =>
  call(translationEndpointsOf(kind).list, { params: { id: ownerId } }, { signal }).then(
    (data) => data.translations as TranslationTypes[K]['row'][],
  );

export const translationsQuery = <K extends TranslationKind>(kind: K, ownerId: number) =>
  queryOptions({
    queryKey: catalogKeys.translations(kind, ownerId),
    queryFn: ({ signal }) => fetchTranslations(kind, ownerId, signal),
    meta: adminMeta,
  });

/** Loads only while `ownerId` is set (the modal is open for an item). */
export const useTranslations = <K extends TranslationKind>(kind: K, ownerId: number | null) =>
  useQuery({ ...translationsQuery(kind, ownerId ?? 0), enabled: ownerId !== null });
