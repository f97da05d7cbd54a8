import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { Role, translate } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories';
import { createBanService } from '../bans';
import { users } from '../users';
import { sessions } from './auth.table';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { MAX_LOGIN_FAILURES } from './login-failures.repository';

let t: TestApp;
let ipSeq = 0;
const freshIp = () => `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const GEO_IP = '203.0.113.7';

const signIn = (payload: object, ip = freshIp(), lang: 'pl' | 'en' = 'pl') =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload, remoteAddress: ip, cookies: { lang } });
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers: auth(token) });
const sessionsOf = (userId: number) =>
  t.ctx.db.select().from(sessions).where(eq(sessions.user_id, userId)).orderBy(sessions.id);

beforeAll(async () => {
  t = await createTestApp({ geo: { [GEO_IP]: 'DE' } });
});
afterAll(() => t.close());

describe('POST /api/auth (viewer)', () => {
  it('signs in: the public user with a token, last login data recorded, no secrets in the answer', async () => {
    const user = await createUser(t.ctx, { email: 'czytelnik@example.com', street: 'Długa 1' });
    const res = await signIn({ email: 'Czytelnik@Example.com', password: DEFAULT_TEST_PASSWORD }, GEO_IP);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: 'czytelnik@example.com',
      role: Role.STANDARD,
      street: 'Długa 1',
      tos: true,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(body).sort()).toEqual(
      [
        'birthday',
        'city',
        'company',
        'country_code',
        'created_at',
        'email',
        'firstname',
        'id',
        'lastname',
        'mailing',
        'nip',
        'postal_code',
        'role',
        'state',
        'street',
        'tos',
        'token',
      ].sort(),
    );
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ last_ip: GEO_IP, last_country: 'DE' });
    expect(row!.last_login).toBeInstanceOf(Date);
    expect((await check(body.token)).json()).toMatchObject({ valid: true, user: { id: user.id } });
  });

  it('uses longer lifetimes with remember-me', async () => {
    const user = await createUser(t.ctx);
    await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD, remember: false });
    const [short] = await sessionsOf(user.id);
    await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD, remember: true });
    const long = (await sessionsOf(user.id))[1]!;
    const hours = (s: typeof short) =>
      (s!.absolute_expires_at.getTime() - s!.created_at.getTime()) / 3_600_000;
    expect(hours(short)).toBeCloseTo(t.ctx.config.SESSION_ABSOLUTE_HOURS, 0);
    expect(hours(long)).toBeCloseTo(t.ctx.config.SESSION_REMEMBER_ABSOLUTE_HOURS, 0);
    expect(long.remember).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail with the same generic 401', async () => {
    const user = await createUser(t.ctx);
    const wrong = await signIn({ email: user.email, password: 'Zle_haslo123' });
    const unknown = await signIn({ email: 'nikogo@example.com', password: 'Zle_haslo123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: 'Niepoprawny adres e-mail lub hasło.' });
    }
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('requires e-mail and password (form.validate.required)', async () => {
    const res = await signIn({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().formError).toEqual({
      email: 'To pole jest wymagane.',
      password: 'To pole jest wymagane.',
    });
    const en = await signIn({}, freshIp(), 'en');
    expect(en.json().formError.email).toBe('This field is required.');
  });

  it('sends an unverified account to verification: 403 with its e-mail, no session', async () => {
    const user = await createUser(t.ctx, { role: Role.UNVERIFIED });
    const res = await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      statusCode: 403,
      email: user.email,
      message: translate('pl', 'auth.unverified'),
    });
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('refuses a banned account with 401 userBlocked; an expired ban no longer blocks', async () => {
    const bans = createBanService(t.ctx);
    const banned = await createUser(t.ctx);
    await bans.banUser(banned.id, { reason: 'spam', forever: true });
    const res = await signIn({ email: banned.email, password: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      type: 'userBlocked',
      message: translate('pl', 'error.user_blocked'),
    });

    const past = await createUser(t.ctx);
    await bans.banUser(past.id, { expiration_date: new Date(Date.now() - 60_000) });
    expect((await signIn({ email: past.email, password: DEFAULT_TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('does not sign in a deleted account', async () => {
    const user = await createUser(t.ctx);
    const token = (await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).json().token;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: auth(token) }))
        .statusCode,
    ).toBe(200);
    expect((await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).statusCode).toBe(401);
  });
});

describe('session rules', () => {
  it('one active session: a second sign-in makes the first token get 403 anotherUser', async () => {
    const user = await createUser(t.ctx);
    const first = (await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).json().token;
    expect((await check(first)).statusCode).toBe(200);
    const second = (await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).json().token;
    const old = await check(first);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual({
      statusCode: 403,
      type: 'anotherUser',
      message: translate('pl', 'error.another_user'),
    });
    expect((await check(second)).statusCode).toBe(200);
  });

  it('a ban ends the session at once: 401 userBlocked', async () => {
    const user = await createUser(t.ctx);
    const token = (await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).json().token;
    await createBanService(t.ctx).banUser(user.id, { reason: 'naruszenie regulaminu' });
    const res = await check(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe('userBlocked');
  });

  it('logout (header) ends the session: then 401 sessionEnd', async () => {
    const user = await createUser(t.ctx);
    const token = (await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).json().token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth(token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Wylogowano.' });
    const res = await check(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      type: 'sessionEnd',
      message: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    });
    const [row] = await sessionsOf(user.id);
    expect(row!.revoked_reason).toBe('logout');
  });

  it('logout with the token in the body (spec) also ends it; junk tokens are fine', async () => {
    const user = await createUser(t.ctx);
    const token = (await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).json().token;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { token } })).statusCode,
    ).toBe(200);
    expect((await check(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { token: 'nonsense' } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    // HTTP clients often send a JSON content type with an empty body.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('a request after a minute slides the idle window (several at once: one statement), never past the absolute end', async () => {
    const users = await Promise.all([createUser(t.ctx), createUser(t.ctx)]);
    const tokens = await Promise.all(
      users.map(
        async (user) =>
          (await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).json().token as string,
      ),
    );
    const ids = users.map((user) => user.id);
    // The first: seen two minutes ago, idle end near; the second: its absolute end in ten minutes.
    await t.ctx.db
      .update(sessions)
      .set({
        last_seen_at: sql`now() - interval '2 minutes'`,
        idle_expires_at: sql`now() + interval '1 minute'`,
      })
      .where(eq(sessions.user_id, ids[0]!));
    await t.ctx.db
      .update(sessions)
      .set({
        last_seen_at: sql`now() - interval '2 minutes'`,
        absolute_expires_at: sql`now() + interval '10 minutes'`,
      })
      .where(eq(sessions.user_id, ids[1]!));
    await Promise.all(tokens.map((token) => check(token)));
    const rows = await t.ctx.db.select().from(sessions).where(inArray(sessions.user_id, ids));
    const of = (id: number) => rows.find((row) => row.user_id === id)!;
    expect(Date.now() - of(ids[0]!).last_seen_at.getTime()).toBeLessThan(60_000);
    expect(of(ids[0]!).idle_expires_at.getTime() - Date.now()).toBeGreaterThan(60 * 60_000);
    expect(of(ids[1]!).idle_expires_at.getTime()).toBe(of(ids[1]!).absolute_expires_at.getTime());
  });

  it('an idle-expired session gets 401 sessionEnd; no token gets a plain 401', async () => {
    const user = await createUser(t.ctx);
    const token = (await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD })).json().token;
    await t.ctx.db
      .update(sessions)
      .set({ idle_expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.user_id, user.id));
    expect((await check(token)).json().type).toBe('sessionEnd');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/validate-session' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ statusCode: 401, message: translate('pl', 'error.unauthenticated') });
  });
});

describe('brute-force protection', () => {
  it(`locks an account+IP after ${MAX_LOGIN_FAILURES} failures (429, even with the right password); other IPs still work`, async () => {
    const user = await createUser(t.ctx);
    const ip = freshIp();
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      expect((await signIn({ email: user.email, password: `Zle_haslo${i}` }, ip)).statusCode).toBe(401);
    }
    const locked = await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(translate('pl', 'auth.too_many_attempts', { minutes: 15 }));
    expect((await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD }, freshIp())).statusCode).toBe(
      200,
    );

    // The lock lifts when the failures age out of the 15-minute window.
    await t.ctx.db.execute(sql`update login_failures set created_at = now() - interval '16 minutes'`);
    expect((await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of that account+IP', async () => {
    const user = await createUser(t.ctx);
    const ip = freshIp();
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++)
      await signIn({ email: user.email, password: 'Zle_haslo1' }, ip);
    expect((await signIn({ email: user.email, password: DEFAULT_TEST_PASSWORD }, ip)).statusCode).toBe(200);
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) {
      expect((await signIn({ email: user.email, password: 'Zle_haslo1' }, ip)).statusCode).toBe(401);
    }
  });

  it('limits sign-in calls per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.signIn.max; i++) {
      expect((await signIn({ email: `x${i}@example.com`, password: 'Zle_haslo1' }, ip)).statusCode).toBe(401);
    }
    const res = await signIn({ email: 'y@example.com', password: 'Zle_haslo1' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(translate('pl', 'error.rate_limited'));
  });
});
