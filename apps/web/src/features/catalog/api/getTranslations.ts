import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';
import { OWNER_SEGMENT, type TranslationTypes } from './translationTypes';

/** GET /api/{videos|events|categories|slides}/{id}/translations → translations. */
export const fetchTranslations = <K extends TranslationKind>(kind: K, ownerId: number, signal?: AbortSignal) =>
  api<{ translations: TranslationTypes[K]['row'][] }>(`/api/${OWNER_SEGMENT[kind]}/${ownerId}/translations`, { signal }).then(
    (data) => data.translations,
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
