import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Issue 19 item 13: a watch page whose media is a Vimeo id we do not host asked
 * GET /api/vimeo/{id}/playback and got a 404 in the console; it now gets the embed to play.
 */
let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
});
afterAll(() => t.close());

describe('GET /api/vimeo/{id}/playback for an id not on the list', () => {
  it('answers the Vimeo embed (no 404) to guests and viewers alike', async () => {
    for (const headers of [{}, auth(callers.tokens.owner)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/vimeo/76979871/playback', headers });
      expect(res.statusCode).toBe(200);
      const { playback } = res.json();
      expect(playback).toMatchObject({
        kind: 'vimeo',
        url: 'https://player.vimeo.com/video/76979871',
        tracks: [],
      });
      expect(Date.parse(playback.expires_at)).toBeGreaterThan(Date.now());
    }
  });

  it('still refuses an id that is not a hosted id at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vimeo/abc/playback' });
    expect(res.statusCode).toBe(404);
  });
});
