import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers } from '../../../test/factories';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
const call = (method: 'GET' | 'POST' | 'DELETE', userId: number, token?: string) =>
  t.app.inject({ method, url: `/api/mailing/${userId}`, headers: token ? auth(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
});
afterAll(() => t.close());

describe('/api/mailing/:userId', () => {
  it('reads, subscribes and unsubscribes the owner (POST with an empty body)', async () => {
    const { owner, tokens } = callers;
    expect((await call('GET', owner.id, tokens.owner)).json()).toEqual({ mailing: false });
    expect((await call('POST', owner.id, tokens.owner)).json()).toEqual({ mailing: true });
    expect((await call('GET', owner.id, tokens.owner)).json()).toEqual({ mailing: true });
    expect((await call('POST', owner.id, tokens.owner)).json()).toEqual({ mailing: true }); // idempotent
    expect((await call('DELETE', owner.id, tokens.owner)).json()).toEqual({ mailing: false });
    expect((await call('GET', owner.id, tokens.owner)).json()).toEqual({ mailing: false });
  });

  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    it(`${method}: anonymous 401, another user 403 (nothing changes), owner and admin 200`, async () => {
      const { owner, tokens } = callers;
      await call('DELETE', owner.id, tokens.owner);
      const anonymous = await call(method, owner.id);
      expect(anonymous.statusCode).toBe(401);
      const other = await call(method, owner.id, tokens.other);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ statusCode: 403, message: 'Brak uprawnień.' });
      expect((await call('GET', owner.id, tokens.owner)).json()).toEqual({ mailing: false });
      expect((await call(method, owner.id, tokens.owner)).statusCode).toBe(200);
      const admin = await call(method, owner.id, tokens.admin);
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toEqual({ mailing: method === 'POST' });
    });
  }

  it('an unknown account is 404 for an administrator, and a bad id is 404', async () => {
    expect((await call('GET', 999_999, callers.tokens.admin)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/mailing/abc',
      headers: auth(callers.tokens.admin),
    });
    expect(bad.json()).toMatchObject({ statusCode: 404, message: 'Nie znaleziono.' });
  });
});
