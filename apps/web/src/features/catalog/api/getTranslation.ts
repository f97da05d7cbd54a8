import type { TranslationKind } from '@scena/shared';
import { api } from '../../../lib/api';
import type { TranslationTypes } from './translationTypes';

/** GET /api/translations/{kind}/{id}: one translation, fetched fresh before editing it. */
export const fetchTranslation = <K extends TranslationKind>(kind: K, id: number) =>
  api<{ translation: TranslationTypes[K]['row'] }>(`/api/translations/${kind}/${id}`).then((data) => data.translation);
