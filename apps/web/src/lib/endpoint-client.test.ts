import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { eventEndpoints } from '@scena/shared/catalog.endpoints';
import { eventRoutes, videoRoutes } from '@scena/shared/catalog.routes';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { mockApi, resetBrowser } from '../test/app-harness';
import { call } from './endpoint-client';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

/**
 * First-load fetchers call a zod-free route with the descriptor's type (ARCHITECTURE rule 7). The
 * `@ts-expect-error` lines are the type rule: `npm run typecheck` fails if a route ever fits a
 * descriptor it does not belong to, or is accepted without one.
 */
describe('call() with a route and its descriptor type', () => {
  it('sends the same request as the descriptor itself', async () => {
    const { calls } = mockApi({
      'GET /external_api/event/zemsta': () => ({ body: { event: { id: 7 } } }),
      'POST /api/auth/logout': () => ({ body: { message: 'ok' } }),
    });
    await call<typeof eventEndpoints.publicGet>(eventRoutes.publicGet, { params: { id: 'zemsta' } });
    await call<typeof shellEndpoints.logout>(shellRoutes.logout, { body: { token: 't' } });
    await call(shellEndpoints.logout, { body: { token: 't' } });
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/external_api/event/zemsta', body: undefined },
      { method: 'POST', path: '/api/auth/logout', body: { token: 't' } },
      { method: 'POST', path: '/api/auth/logout', body: { token: 't' } },
    ]);
  });

  it('refuses, at compile time, a route of another endpoint or a route without its type', () => {
    // Never run: only the type checker reads these.
    const unused = () => [
      // @ts-expect-error the video page's route is not the event page's
      call<typeof eventEndpoints.publicGet>(videoRoutes.publicGet, { params: { id: 1 } }),
      // @ts-expect-error a route alone carries no answer type
      call(eventRoutes.publicList),
    ];
    expect(typeof unused).toBe('function');
  });
});
