import type { EventsQuery, TranslationKind } from '@scena/shared';

/** TanStack Query keys of the catalogue; mutations invalidate by these prefixes. */
export const catalogKeys = {
  all: ['catalog'] as const,
  videos: () => ['catalog', 'videos'] as const,
  events: (query?: EventsQuery) => (query ? (['catalog', 'events', query] as const) : (['catalog', 'events'] as const)),
  categories: () => ['catalog', 'categories'] as const,
  galleries: () => ['catalog', 'galleries'] as const,
  gallery: (id: number) => ['catalog', 'galleries', id] as const,
  slides: () => ['catalog', 'slides'] as const,
  translations: (kind: TranslationKind, ownerId?: number) =>
    ownerId === undefined ? (['catalog', 'translations', kind] as const) : (['catalog', 'translations', kind, ownerId] as const),
};

/** Admin calls report failures themselves (toasts, form errors), not via the error page. */
export { ADMIN_CALL_META as adminMeta } from '../../../components/admin-kit/apiError';
