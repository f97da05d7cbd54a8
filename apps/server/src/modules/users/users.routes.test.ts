import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, translate } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, createUser, DEFAULT_TEST_PASSWORD, signIn } from '../../../test/factories';
import { sessions } from '../auth';
import { users } from './users.table';
import { verifyPassword } from './password-hash';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Łucja',
  lastname: 'Żak – Nowak',
  country_code: 'de',
  birthday: '1988-02-29',
  street: 'Ogrodowa 5',
  postal_code: '00-001',
  city: 'Kraków',
  state: 'małopolskie',
  nip: '1234567890',
  company: 'Teatr Sp. z o.o.',
  ...overrides,
});
const rowOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers: auth(token) });

type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; path: string; payload?: object; ok: number };
const endpoints: Call[] = [
  { method: 'GET', path: '', ok: 200 },
  { method: 'PUT', path: '', payload: profile(), ok: 200 },
  { method: 'DELETE', path: '', ok: 200 },
  { method: 'GET', path: '/accept-tos', ok: 200 },
  { method: 'POST', path: '/accept-tos', ok: 200 },
];

describe('permissions on /api/users/{id}/…: anonymous 401, other user 403, owner and admin 2xx', () => {
  it.each(endpoints)('$method /api/users/{id}$path', async ({ method, path, payload, ok }) => {
    const c = await createCallers(t.ctx);
    const call = (token?: string) =>
      t.app.inject({
        method,
        url: `/api/users/${c.owner.id}${path}`,
        ...(payload ? { payload } : {}),
        headers: token ? auth(token) : {},
      });
    const before = await rowOf(c.owner.id);

    const anonymous = await call();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(translate('pl', 'error.unauthenticated'));
    const other = await call(c.tokens.other);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(translate('pl', 'error.forbidden'));
    // Neither changed anything.
    expect(await rowOf(c.owner.id)).toEqual(before);

    expect((await call(c.tokens.admin)).statusCode).toBe(ok);
    // The admin may have deleted the owner; the owner's own call is checked on a fresh account.
    const owner = await createUser(t.ctx);
    const ownerToken = await signIn(t.ctx, owner);
    const own = await t.app.inject({
      method,
      url: `/api/users/${owner.id}${path}`,
      ...(payload ? { payload } : {}),
      headers: auth(ownerToken),
    });
    expect(own.statusCode).toBe(ok);
  });

  it('answers 404 to an admin for a missing user and for a non-numeric id', async () => {
    const c = await createCallers(t.ctx);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/999999', headers: auth(c.tokens.admin) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/abc', headers: auth(c.tokens.admin) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/users/{id}', () => {
  it('returns the public user without hash, IPs or login data', async () => {
    const user = await createUser(t.ctx, { last_ip: '1.2.3.4', birthday: '1900-01-01' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: auth(await signIn(t.ctx, user)),
    });
    const body = res.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, role: Role.STANDARD, birthday: null });
    expect(JSON.stringify(body)).not.toMatch(/password|argon|1\.2\.3\.4|last_/);
  });
});

describe('PUT /api/users/{id}', () => {
  it("saves the owner's data (Polish letters, dash, upper-cased country, Feb 29) and returns the user", async () => {
    const user = await createUser(t.ctx);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: profile(),
      headers: auth(await signIn(t.ctx, user)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstname: 'Łucja',
      lastname: 'Żak – Nowak',
      country_code: 'DE',
      birthday: '1988-02-29',
      city: 'Kraków',
      nip: '1234567890',
    });
    expect(await rowOf(user.id)).toMatchObject({
      country_code: 'DE',
      company: 'Teatr Sp. z o.o.',
      email: user.email,
    });
  });

  it('leaves absent optional fields alone and clears fields sent empty', async () => {
    const user = await createUser(t.ctx, { street: 'Stara 1', city: 'Łódź' });
    const token = await signIn(t.ctx, user);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { firstname: 'Jan', lastname: 'Nowak', country_code: 'PL', street: '' },
      headers: auth(token),
    });
    expect(await rowOf(user.id)).toMatchObject({ street: null, city: 'Łódź', birthday: user.birthday });
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['empty first name', { firstname: '' }, 'firstname', 'form.validate.required'],
    ['digits in the last name', { lastname: 'Nowak3' }, 'lastname', 'form.validate.special_chars'],
    ['short new password', { newpassword: 'abc' }, 'newpassword', 'form.validate.passwd'],
    ['impossible birthday', { birthday: '1990-02-30' }, 'birthday', 'form.validate.date'],
    ['future birthday', { birthday: '2999-01-01' }, 'birthday', 'form.validate.date'],
    ['year 1900 (the "not set" value)', { birthday: '1900-01-01' }, 'birthday', 'form.validate.date'],
    ['missing country', { country_code: '' }, 'country_code', 'form.validate.required'],
    ['HTML in the country', { country_code: '<>' }, 'country_code', 'form.validate.wrong_input_max2'],
    ['letters in the NIP', { nip: 'PL123' }, 'nip', 'form.validate.invalid_value'],
    ['HTML in the city', { city: '<script>' }, 'city', 'form.validate.invalid_value'],
  ];
  it.each(bad)('%s: 400 with the message, nothing stored', async (_name, change, field, key) => {
    const user = await createUser(t.ctx);
    const before = await rowOf(user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: profile(change),
      headers: auth(await signIn(t.ctx, user)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().formError[field]).toBe(translate('pl', key));
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('a non-admin cannot change e-mail or role: 403, nothing stored; sending the same values is fine', async () => {
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);
    const before = await rowOf(user.id);
    for (const change of [{ email: 'inny@example.com' }, { role: Role.ADMIN }, { role: Role.PREMIUM }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        payload: profile(change),
        headers: auth(token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(translate('pl', 'users.admin_only_fields'));
    }
    expect(await rowOf(user.id)).toEqual(before);
    const same = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: profile({ email: user.email, role: Role.STANDARD }),
      headers: auth(token),
    });
    expect(same.statusCode).toBe(200);
  });

  it('an admin changes e-mail and role; admin role only on a trusted domain; a taken e-mail is 409', async () => {
    const c = await createCallers(t.ctx);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${c.owner.id}`,
        payload,
        headers: auth(c.tokens.admin),
      });
    const changed = await put(profile({ email: 'Nowy.Adres@example.com', role: Role.PREMIUM }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'nowy.adres@example.com', role: Role.PREMIUM });

    const untrusted = await put(profile({ role: Role.ADMIN }));
    expect(untrusted.statusCode).toBe(400);
    expect(untrusted.json().formError.role).toBe(translate('pl', 'users.admin_domain_only'));
    const trusted = await put(profile({ email: 'nowy@teatr.test', role: Role.ADMIN }));
    expect(trusted.statusCode).toBe(200);
    expect(trusted.json().role).toBe(Role.ADMIN);

    const taken = await put(profile({ email: c.other.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().formError.email).toBe(translate('pl', 'users.email_taken'));
    expect((await put(profile({ role: Role.DELETED }))).statusCode).toBe(400);
    expect((await rowOf(c.owner.id)).email).toBe('nowy@teatr.test');
  });

  it("a new password keeps the owner's own session; set by an admin it ends all of the user's sessions (ASVS 7.4.3)", async () => {
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: profile({ newpassword: 'Nowe_haslo1', password: DEFAULT_TEST_PASSWORD }),
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword((await rowOf(user.id)).password_hash, 'Nowe_haslo1')).toBe(true);
    expect((await check(token)).statusCode).toBe(200);

    const admin = (await createCallers(t.ctx)).tokens.admin;
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: profile({ newpassword: 'Inne_haslo2' }),
      headers: auth(admin),
    });
    expect(byAdmin.statusCode).toBe(200);
    const after = await check(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().type).toBe('sessionEnd');
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(row!.revoked_reason).toBe('password_changed');
  });
});

describe('PUT /api/users/{id}: a new password needs the current one (ASVS 6.2.3)', () => {
  const put = (id: number, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers: auth(token) });

  it.each([
    ['missing', {}, 'users.current_password_required'],
    ['empty', { password: '' }, 'users.current_password_required'],
    ['wrong', { password: 'Zle_haslo99' }, 'users.current_password_wrong'],
  ])(
    '%s current password: 400 on the password field, nothing stored, sessions kept',
    async (_name, extra, key) => {
      const user = await createUser(t.ctx);
      const token = await signIn(t.ctx, user);
      const before = await rowOf(user.id);
      const res = await put(
        user.id,
        token,
        profile({ firstname: 'Inna', newpassword: 'Nowe_haslo1', ...extra }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        message: translate('pl', 'form.validate.invalid'),
        formError: { password: translate('pl', key) },
      });
      expect(await rowOf(user.id)).toEqual(before);
      expect((await check(token)).statusCode).toBe(200);
    },
  );

  it('an administrator changing their own password gives theirs too; other data needs no password', async () => {
    const c = await createCallers(t.ctx);
    const wrong = await put(
      c.admin.id,
      c.tokens.admin,
      profile({ newpassword: 'Nowe_haslo1', password: 'Zle_haslo99' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().formError.password).toBe(translate('pl', 'users.current_password_wrong'));
    expect((await put(c.owner.id, c.tokens.owner, profile({ city: 'Gdańsk' }))).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('anonymises the account, sets role 5 and ends the session (the owner is logged out)', async () => {
    const user = await createUser(t.ctx, {
      street: 'Długa 2',
      nip: '123',
      company: 'Firma',
      mailing: true,
      last_ip: '5.6.7.8',
    });
    const token = await signIn(t.ctx, user);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: translate('pl', 'users.deleted') });
    expect(await rowOf(user.id)).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      firstname: 'Usunięty',
      lastname: 'Usunięty',
      birthday: null,
      mailing: false,
      street: null,
      postal_code: null,
      city: null,
      state: null,
      nip: null,
      company: null,
      last_ip: null,
      role: Role.DELETED,
    });
    expect(await verifyPassword((await rowOf(user.id)).password_hash, 'Haslo!2024')).toBe(false);
    expect((await check(token)).statusCode).toBe(401);
    // The old address is free for a new account.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: '10.9.9.9',
      payload: {
        email: user.email,
        firstname: 'Jan',
        lastname: 'Nowy',
        password: 'Haslo_1234',
        repeatpassword: 'Haslo_1234',
        birthday: '1990-01-01',
        tos: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
  });
});

describe('accept-tos', () => {
  it('GET says false until POST accepts; then true', async () => {
    const user = await createUser(t.ctx, { tos: false });
    const token = await signIn(t.ctx, user);
    const url = `/api/users/${user.id}/accept-tos`;
    expect((await t.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toEqual({
      accept_tos: false,
    });
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth(token), 'content-type': 'application/json' },
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ accept_tos: true });
    expect((await t.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toEqual({
      accept_tos: true,
    });
    expect((await rowOf(user.id)).tos).toBe(true);
  });
});
