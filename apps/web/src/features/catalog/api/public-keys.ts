/**
 * The home page's catalogue reads (spec 3 §2.13). Guests use the token-less /external_api/*
 * endpoints; signed-in users the /api/* ones with the viewer's rules (`dashboard=true`, so an
 * administrator's home shows what viewers see, not hidden or unpublished items).
 */
export type HomeAudience = 'guest' | 'user';

/** Under ['catalog', …] so the admin screens' invalidations (by prefix) refresh the home too. */
export const homeKeys = {
  slides: (audience: HomeAudience) => ['catalog', 'slides', 'home', audience] as const,
  events: (audience: HomeAudience, festivalWithEnded: boolean) => ['catalog', 'events', 'home', audience, { festivalWithEnded }] as const,
  videos: (audience: HomeAudience) => ['catalog', 'videos', 'home', audience] as const,
  categories: () => ['catalog', 'categories', 'home'] as const,
};

/** Public fetch failures are only logged, never shown (spec 1 §8); the rest of the page stays. */
export const PUBLIC_META = { silent: true } as const;
