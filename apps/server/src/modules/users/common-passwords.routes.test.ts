import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { translate } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, DEFAULT_TEST_PASSWORD, signIn } from '../../../test/factories';
import { outbox } from '../../adapters/mailer';
import { isCommonPassword } from './common-passwords';
import list from './common-passwords.json' with { type: 'json' };
import { verifyPassword } from './password-hash';
import { users } from './users.table';

/** ASVS 6.2.4: the most common passwords are refused when a password is set, never at sign-in. */
let t: TestApp;
let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooCommon = (lang: 'pl' | 'en', field: string) => ({
  statusCode: 400,
  message: translate(lang, 'password.too_common'),
  formError: { [field]: translate(lang, 'password.too_common') },
});
const rowOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const signInApi = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress: freshIp() });

describe('the bundled list', () => {
  it('holds a few thousand lower-case entries that our password rule would accept, and none of our own passwords', () => {
    expect(list.length).toBeGreaterThanOrEqual(1000);
    expect(list.length).toBeLessThanOrEqual(5000);
    expect(new Set(list).size).toBe(list.length);
    for (const entry of list) expect(entry).toMatch(/^[\p{Ll}0-9@^()_\-$#!%*?&]{8,128}$/u);
    // Demo accounts, test factory and e2e journeys must keep working.
    for (const own of [
      'ScenaAdmin!2026',
      'ScenaWidz!2026',
      DEFAULT_TEST_PASSWORD,
      'Nowe-Haslo#2026',
      'Teatr!2026x',
      'Tajne_haslo1',
      'Nowe-Haslo9',
    ]) {
      expect(isCommonPassword(own)).toBe(false);
    }
  });

  it('compares case-insensitively', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('Kurtyna-W-Gore7')).toBe(false);
  });
});

describe('POST /api/users (sign-up)', () => {
  const body = (email: string, password: string) => ({
    email,
    firstname: 'Jan',
    lastname: 'Nowak',
    password,
    repeatpassword: password,
    country_code: 'PL',
    birthday: '1995-03-14',
    mailing: false,
    tos: true,
  });
  const signUp = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/users', payload, headers, remoteAddress: freshIp() });
  const countFor = async (email: string) =>
    (
      await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, email))
    )[0]!.n;

  it.each([
    ['pl', 'password123'],
    ['en', 'PASSWORD123'],
    ['pl', 'Qwerty123'],
  ] as const)(
    'refuses a common password (%s, %s): 400 on the password field, no account, no e-mail',
    async (lang, password) => {
      const email = `common-${lang}-${password.toLowerCase()}@example.com`;
      const res = await signUp(body(email, password), { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(tooCommon(lang, 'password'));
      expect(await countFor(email)).toBe(0);
      expect(await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, email))).toHaveLength(0);
    },
  );

  it('accepts a strong password', async () => {
    const email = 'strong-signup@example.com';
    const res = await signUp(body(email, 'Kurtyna-W-Gore7'));
    expect(res.statusCode).toBe(201);
    expect(await countFor(email)).toBe(1);
  });
});

describe('PUT /api/passwords (reset)', () => {
  const resetLink = async (email: string) => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/passwords',
          payload: { email },
          remoteAddress: freshIp(),
        })
      ).statusCode,
    ).toBe(200);
    const [mail] = await t.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to_address, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    return Object.fromEntries(new URL((mail!.payload as { link: string }).link).searchParams) as {
      email: string;
      token: string;
    };
  };
  const setPassword = (params: object, password: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/passwords',
      payload: { ...params, newpassword: password, repeatpassword: password },
      remoteAddress: freshIp(),
    });

  it('refuses a common password on newpassword without using the link up; a strong one then works', async () => {
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);
    const params = await resetLink(user.email);
    const before = await rowOf(user.id);

    const refused = await setPassword(params, 'Password1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(tooCommon('pl', 'newpassword'));
    expect(await rowOf(user.id)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers: auth(token) }))
        .statusCode,
    ).toBe(200);
    // The link is still good.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/passwords/verifyreset',
          payload: params,
          remoteAddress: freshIp(),
        })
      ).statusCode,
    ).toBe(200);

    const done = await setPassword(params, 'Kurtyna-W-Gore7');
    expect(done.statusCode).toBe(200);
    expect(await verifyPassword((await rowOf(user.id)).password_hash, 'Kurtyna-W-Gore7')).toBe(true);
  });
});

describe('PUT /api/users/{id} (newpassword)', () => {
  const update = (id: number, token: string, newpassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: auth(token),
      payload: {
        firstname: 'Anna',
        lastname: 'Nowak',
        country_code: 'PL',
        newpassword,
        password: DEFAULT_TEST_PASSWORD,
      },
    });

  it('refuses a common new password: 400 on newpassword, nothing saved, the session stays', async () => {
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);
    const before = await rowOf(user.id);

    const res = await update(user.id, token, 'ILOVEYOU1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooCommon('pl', 'newpassword'));
    expect(await rowOf(user.id)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers: auth(token) }))
        .statusCode,
    ).toBe(200);
  });

  it('accepts a strong new password', async () => {
    const user = await createUser(t.ctx);
    const res = await update(user.id, await signIn(t.ctx, user), 'Kurtyna-W-Gore7');
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword((await rowOf(user.id)).password_hash, 'Kurtyna-W-Gore7')).toBe(true);
  });
});

describe('sign-in', () => {
  it('never checks the list: an existing account with a common password still signs in', async () => {
    const user = await createUser(t.ctx, { password: 'password123' });
    expect((await signInApi(user.email, 'password123')).statusCode).toBe(200);
  });
});
