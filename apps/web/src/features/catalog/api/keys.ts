import type { EventsQuery, TranslationKind } from '@scena/shared/catalog.contract';

/**
 * Who the home page reads for (spec 3 §2.13): guests use the token-less /external_api/*
 * endpoints; signed-in users the /api/* ones with the viewer's rules (`dashboard=true`, so an
 * administrator's home shows what viewers see, not hidden or unpublished items).
 */
export type HomeAudience = 'guest' | 'user';

/**
 * TanStack Query keys of the catalogue, the one factory. Keys nest by entity, so a mutation
 * invalidates the entity it changes (its admin lists, pages and the home's reads of it) and leaves
 * the others alone: `videos()` covers every videos query, `homeVideos()` is under it.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  videos: () => ['catalog', 'videos'] as const,
  homeVideos: (audience: HomeAudience) => ['catalog', 'videos', 'home', audience] as const,
  events: (query?: EventsQuery) =>
    query ? (['catalog', 'events', query] as const) : (['catalog', 'events'] as const),
  homeEvents: (audience: HomeAudience, festivalWithEnded: boolean) =>
    ['catalog', 'events', 'home', audience, { festivalWithEnded }] as const,
  /** One event's or video's page, as the audience reads it. */
  item: (kind: 'event' | 'video', slugOrId: string, audience: HomeAudience) =>
    ['catalog', kind === 'event' ? 'events' : 'videos', 'item', audience, slugOrId] as const,
  categories: () => ['catalog', 'categories'] as const,
  homeCategories: () => ['catalog', 'categories', 'home'] as const,
  galleries: () => ['catalog', 'galleries'] as const,
  gallery: (id: number) => ['catalog', 'galleries', id] as const,
  slides: () => ['catalog', 'slides'] as const,
  homeSlides: (audience: HomeAudience) => ['catalog', 'slides', 'home', audience] as const,
  translations: (kind: TranslationKind, ownerId?: number) =>
    ownerId === undefined
      ? (['catalog', 'translations', kind] as const)
      : (['catalog', 'translations', kind, ownerId] as const),
};

/** Public fetch failures are only logged, never shown (spec 1 §8); the rest of the page stays. */
export const PUBLIC_META = { silent: true } as const;
