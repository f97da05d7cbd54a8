import type { TranslationKind } from '@scena/shared/catalog.contract';
import { call } from '../../../lib/endpoint-client';
import { translationEndpointsOf, type TranslationTypes } from './translationTypes';

/** GET /api/translations/{kind}/{id}: one translation, fetched fresh before editing it. */
export const fetchTranslation = <K extends TranslationKind>(kind: K, id: number) =>
  call(translationEndpointsOf(kind).get, { params: { id } }).then(
    (data) => data.translation as TranslationTypes[K]['row'],
  );
