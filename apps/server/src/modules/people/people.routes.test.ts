import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, translate, userDetail, userListResponse } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, createUser, signIn } from '../../../test/factories';
import { insertOrder } from '../../../test/order-factories';
import { createBanService } from '../bans';
import type { UserRow } from '../users';

let t: TestApp;
let adminToken: string;
/** A tag unique to this file's users, so list assertions see only them. */
const tag = `q${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.ctx, { role: Role.ADMIN });
  adminToken = await signIn(t.ctx, admin);
});
afterAll(() => t.close());

const list = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: auth(token) });
const detail = (id: number, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: auth(token) });

describe('GET /api/users (admin user list)', () => {
  it('is for administrators only: guest 401, viewer 403, admin 200', async () => {
    const c = await createCallers(t.ctx);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    const viewer = await list('', c.tokens.owner);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe(translate('pl', 'error.forbidden'));
    expect((await list('', c.tokens.admin)).statusCode).toBe(200);
  });

  it('finds users by any part of the e-mail or name, whatever the case and Polish letters', async () => {
    const zolw = await createUser(t.ctx, {
      email: `anna.zolwinska.${tag}@poczta.example`,
      firstname: 'Anna',
      lastname: 'Żółwińska',
    });
    const other = await createUser(t.ctx, {
      email: `piotr.${tag}@example.com`,
      firstname: 'Piotr',
      lastname: 'Nowak',
    });
    const ids = async (search: string) => {
      const res = await list(`q=${encodeURIComponent(search)}&sort=id&dir=asc`);
      expect(res.statusCode).toBe(200);
      const body = userListResponse.parse(res.json());
      return body.users.map((row) => row.id);
    };
    // Inside the e-mail, inside the surname, with and without diacritics, several words.
    expect(await ids(`winska.${tag}`)).toEqual([zolw.id]);
    expect(await ids('ŻÓŁWIŃ')).toContain(zolw.id);
    expect(await ids('olwinsk')).toContain(zolw.id);
    expect(await ids(`${tag} nowak`)).toEqual([other.id]);
    expect(await ids(tag)).toEqual([zolw.id, other.id]);
    // LIKE's own characters are literal.
    expect(await ids(`%${tag}`)).toEqual([]);
  });

  it('filters by role, country and newsletter, sorts every column, pages with the total', async () => {
    const made: UserRow[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await createUser(t.ctx, {
          email: `f${i}.${tag}x@example.com`,
          lastname: `Zet${i}`,
          country_code: i % 2 === 0 ? 'DE' : 'PL',
          mailing: i < 2,
          role: i === 4 ? Role.PREMIUM : Role.STANDARD,
        }),
      );
    }
    await insertOrder(t.ctx, made[3]!, { kind: 'video', id: null }, { status: 'COMPLETED' });
    await insertOrder(t.ctx, made[3]!, { kind: 'event', id: null }, { status: 'COMPLETED' });
    await insertOrder(t.ctx, made[2]!, { kind: 'event', id: null }, { status: 'PENDING' });
    const q = `q=${tag}x`;
    const page = async (extra: string) => userListResponse.parse((await list(`${q}&${extra}`)).json());

    expect((await page('country_code=de')).users.map((u) => u.id)).toEqual([
      made[4]!.id,
      made[2]!.id,
      made[0]!.id,
    ]);
    expect((await page('mailing=true&sort=id&dir=asc')).users.map((u) => u.id)).toEqual([
      made[0]!.id,
      made[1]!.id,
    ]);
    expect((await page(`role=${Role.PREMIUM}`)).users.map((u) => u.id)).toEqual([made[4]!.id]);

    const byOrders = await page('sort=paymentStatus&dir=desc');
    expect(byOrders.users[0]).toMatchObject({ id: made[3]!.id, paymentStatus: 2 });
    expect(byOrders.users.find((u) => u.id === made[2]!.id)?.paymentStatus).toBe(0);
    expect((await page('sort=name&dir=desc')).users.map((u) => u.lastname)).toEqual([
      'Zet4',
      'Zet3',
      'Zet2',
      'Zet1',
      'Zet0',
    ]);
    for (const sort of ['id', 'email', 'created_at', 'role', 'mailing', 'country_code']) {
      const body = await page(`sort=${sort}`);
      expect(body.total).toBe(5);
    }
    const first = await page('page_size=20&page=1&sort=id');
    expect(first).toMatchObject({ total: 5 });
    expect((await page('page=2')).users).toEqual([]);
  });

  it('refuses a bad page size, sort or filter in Polish and answers no 500', async () => {
    for (const query of [
      'page_size=25',
      'sort=password_hash',
      'role=9',
      'mailing=maybe',
      'country_code=POL',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await list('page_size=500')).statusCode).toBe(200);
  });
});

describe('GET /api/users/{id}', () => {
  it('gives the owner their own account and an administrator the whole detail', async () => {
    const c = await createCallers(t.ctx);
    const own = (await detail(c.owner.id, c.tokens.owner)).json();
    expect(own).toMatchObject({ id: c.owner.id, email: c.owner.email });
    expect(own).not.toHaveProperty('orders');
    expect(JSON.stringify(own)).not.toMatch(/last_ip|last_login/);
    expect((await detail(c.owner.id, c.tokens.other)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${c.owner.id}` })).statusCode).toBe(401);
    expect((await detail(999_999_999)).statusCode).toBe(404);
  });

  it("answers the spec's fields: sign-in facts, orders of every kind, bans and the audit", async () => {
    const user = await createUser(t.ctx, {
      last_ip: '83.1.2.3',
      last_country: 'PL',
      last_login: new Date('2026-03-01T10:00:00Z'),
      birthday: '1900-01-01',
    });
    const other = await createUser(t.ctx);
    await insertOrder(t.ctx, user, { kind: 'event', id: null }, { status: 'COMPLETED' });
    await insertOrder(t.ctx, user, { kind: 'video', id: null }, { status: 'PENDING' });
    await insertOrder(t.ctx, other, { kind: 'video', id: null }, { status: 'COMPLETED' });
    await createBanService(t.ctx).banUser(user.id, { reason: 'Spam', forever: true });
    await createBanService(t.ctx).banUser(user.id, { expiration_date: new Date(Date.now() - 60_000) });

    const res = await detail(user.id);
    expect(res.statusCode).toBe(200);
    const body = userDetail.parse(res.json());
    expect(body.user).toMatchObject({
      id: user.id,
      last_ip: '83.1.2.3',
      country: 'PL',
      last_login: '2026-03-01T10:00:00.000Z',
      birthday: null,
      paymentStatus: 1,
    });
    expect(body.orders).toHaveLength(1);
    expect(body.videoOrders).toHaveLength(1);
    expect(body.videoOrders[0]!.user_id).toBe(user.id);
    expect(body.giftOrders).toEqual([]);
    expect(body.groupTicketOrders).toEqual([]);
    expect(body.bans.map((ban) => [ban.reason, ban.forever, ban.active])).toEqual([
      ['nie określono', false, false],
      ['Spam', true, true],
    ]);
    expect(body.bans[1]).toMatchObject({ email: user.email, expiration_date: null });
  });
});

describe('audit of administrators’ changes to an account', () => {
  it('records role and e-mail changes and deletion with who and what, shown on the detail', async () => {
    const admin = await createUser(t.ctx, { role: Role.ADMIN });
    const token = await signIn(t.ctx, admin);
    const user = await createUser(t.ctx);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, payload, headers: auth(token) });
    const base = { firstname: 'Jan', lastname: 'Kowalski', country_code: 'PL' };

    expect((await put({ ...base, role: Role.PREMIUM, email: `nowy.${tag}@example.com` })).statusCode).toBe(
      200,
    );
    // A refused change (admin role for an untrusted domain) records nothing.
    expect((await put({ ...base, role: Role.ADMIN })).statusCode).toBe(400);
    // The owner's own edits are not an administrator's change.
    const ownerToken = await signIn(t.ctx, { ...user, email: `nowy.${tag}@example.com` });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { ...base, city: 'Gdańsk' },
      headers: auth(ownerToken),
    });

    let body = userDetail.parse((await detail(user.id, token)).json());
    expect(body.audit).toHaveLength(1);
    expect(body.audit[0]).toMatchObject({
      subject: 'user',
      subject_id: user.id,
      user_id: admin.id,
      user_email: admin.email,
    });
    expect(body.audit[0]!.changes).toEqual([
      { field: 'email', old: user.email, new: `nowy.${tag}@example.com` },
      { field: 'role', old: Role.STANDARD, new: Role.PREMIUM },
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: auth(token),
    });
    expect(removed.statusCode).toBe(200);
    body = userDetail.parse((await detail(user.id, token)).json());
    expect(body.audit[0]!.changes).toEqual([{ field: 'deleted', old: `nowy.${tag}@example.com`, new: true }]);
    expect(body.user.role).toBe(Role.DELETED);
  });
});
