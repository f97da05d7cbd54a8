import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { grantAccess } from '../../../test/access-factories';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
const list = (userId: number, token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/${userId}/access${query}`, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/users/:id/access (account page, orders section)', () => {
  it('lists the user’s access newest first, 20 a page, with titles and links', async () => {
    const admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    const video = await createVideo(t, admin, { title: 'Dziady', slug: 'dziady' });
    const event = await createEvent(t, admin, video.id, { title: 'Dziady na żywo' });
    await grantAccess(t.ctx, callers.owner, { kind: 'video', id: video.id });
    for (let i = 0; i < 20; i++) await grantAccess(t.ctx, callers.owner, { kind: 'event', id: event.id });
    await grantAccess(t.ctx, callers.other, { kind: 'video', id: video.id });

    const first = (await list(callers.owner.id, callers.tokens.owner)).json();
    expect(first.total).toBe(21);
    expect(first.access).toHaveLength(20);
    expect(first.access[0]).toMatchObject({
      item_type: 'event',
      item_id: event.id,
      title: 'Dziady na żywo',
      slug: event.slug,
      source: 'grant',
      used: false,
      views: 0,
      expiration_date: null,
    });
    const second = (await list(callers.owner.id, callers.tokens.owner, '?page=2')).json();
    expect(second.access.map((row: { title: string; slug: string }) => [row.title, row.slug])).toEqual([
      ['Dziady', 'dziady'],
    ]);
    expect((await list(callers.owner.id, callers.tokens.owner, '?page_size=50')).statusCode).toBe(400);
  });

  it('is the owner’s or an administrator’s only', async () => {
    expect((await list(callers.owner.id, callers.tokens.other)).statusCode).toBe(403);
    expect((await list(callers.owner.id, callers.tokens.admin)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${callers.owner.id}/access` })).statusCode,
    ).toBe(401);
  });
});
