import type { Route } from './http/endpoint';

/**
 * Method and path of the catalogue reads the public home and the item pages make on their first
 * load (catalog/*.endpoints.ts build those descriptors from these). The web calls them with the
 * descriptors' types only, so those pages load no catalogue schema and no zod (ARCHITECTURE rule 7).
 */
export const eventRoutes = {
  list: { method: 'GET', path: '/api/events' },
  get: { method: 'GET', path: '/api/events/:id' },
  publicList: { method: 'GET', path: '/external_api/events' },
  publicGet: { method: 'GET', path: '/external_api/event/:id' },
} as const satisfies Record<string, Route>;

export const videoRoutes = {
  list: { method: 'GET', path: '/api/videos' },
  get: { method: 'GET', path: '/api/videos/:id' },
  publicList: { method: 'GET', path: '/external_api/videos' },
  publicGet: { method: 'GET', path: '/external_api/video/:id' },
} as const satisfies Record<string, Route>;

export const slideRoutes = {
  list: { method: 'GET', path: '/api/slides' },
  publicList: { method: 'GET', path: '/external_api/slides' },
} as const satisfies Record<string, Route>;

export const categoryRoutes = {
  list: { method: 'GET', path: '/api/categories' },
} as const satisfies Record<string, Route>;
