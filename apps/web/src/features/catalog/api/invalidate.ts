import type { QueryClient } from '@tanstack/react-query';
import type { TranslationKind } from '@scena/shared/catalog.contract';
import { catalogKeys } from './keys';

type Entity = 'videos' | 'events' | 'categories' | 'galleries' | 'slides';

/** Refreshes the queries of the given entities only (each key is a prefix of its lists, items and home reads). */
export const invalidateCatalog = (client: QueryClient, ...entities: Entity[]): Promise<void> =>
  Promise.all(entities.map((entity) => client.invalidateQueries({ queryKey: catalogKeys[entity]() }))).then(
    () => undefined,
  );

/**
 * Items embed their translations: a translation change refreshes that kind's translations and the
 * items that show it (events embed their video's translations too).
 */
export const TRANSLATION_OWNERS: Record<TranslationKind, Entity[]> = {
  video: ['videos', 'events'],
  event: ['events'],
  category: ['categories'],
  slide: ['slides'],
};
