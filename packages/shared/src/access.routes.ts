import type { Route } from './http/endpoint';

/**
 * Method and path of the playback start the item page makes (access.endpoints.ts builds the
 * descriptors from these): the web calls them with the descriptors' types only, so the item page's
 * first load carries no access schema and no zod (ARCHITECTURE rule 7).
 */
export const accessRoutes = {
  startEventPlayback: { method: 'POST', path: '/api/events/:id/playback' },
  startVideoPlayback: { method: 'POST', path: '/api/videos/:id/playback' },
} as const satisfies Record<string, Route>;
