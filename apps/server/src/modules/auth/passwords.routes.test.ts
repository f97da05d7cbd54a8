import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { Role, translate } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, DEFAULT_TEST_PASSWORD, signIn } from '../../../test/factories';
import { outbox } from '../../adapters/mailer';
import { users } from '../users';
import { oneTimeTokens, sessions } from './auth.table';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { LINK_THROTTLE_MS } from './link-throttle';

let t: TestApp;
let ipSeq = 0;
const freshIp = () => `10.3.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const request = (email: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/passwords', payload: { email }, remoteAddress: ip });
const verify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/passwords/verifyreset', payload, remoteAddress: freshIp() });
const setPassword = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/passwords', payload, remoteAddress: freshIp() });
const mails = (to: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.to_address, to)).orderBy(desc(outbox.id));
const resetLink = async (email: string) =>
  Object.fromEntries(new URL(((await mails(email))[0]!.payload as { link: string }).link).searchParams) as {
    email: string;
    token: string;
  };
const signInApi = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress: freshIp() });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => void vi.useRealTimers());

describe('password reset', () => {
  it('request → link (1 hour) → verify → set new password once; every session ends', async () => {
    const user = await createUser(t.ctx);
    const oldToken = await signIn(t.ctx, user);
    const res = await request(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: translate('pl', 'password.reset_sent') });
    const [mail] = await mails(user.email);
    expect(mail!.template).toBe('password_reset');
    const link = (mail!.payload as { link: string }).link;
    expect(link.startsWith('http://localhost:3000/nowe-haslo?')).toBe(true);
    const params = await resetLink(user.email);
    const [row] = await t.ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, user.id));
    expect((row!.expires_at.getTime() - row!.created_at.getTime()) / 60_000).toBeCloseTo(60, 1);

    const check = await verify(params);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ message: translate('pl', 'password.reset_valid') });
    // Checking does not use the link up.
    expect((await verify(params)).statusCode).toBe(200);

    const done = await setPassword({ ...params, newpassword: 'Nowe-Haslo9', repeatpassword: 'Nowe-Haslo9' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: translate('pl', 'password.changed') });
    expect((await signInApi(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInApi(user.email, 'Nowe-Haslo9')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/users/validate-session',
      headers: auth(oldToken),
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().type).toBe('sessionEnd');

    // Single use.
    const replay = await setPassword({
      ...params,
      newpassword: 'Inne-Haslo9',
      repeatpassword: 'Inne-Haslo9',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ statusCode: 400, message: translate('pl', 'password.reset_invalid') });
    expect((await verify(params)).statusCode).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await request('nieznany@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: translate('pl', 'password.reset_sent') });
    expect(await mails('nieznany@example.com')).toHaveLength(0);
  });

  it('refuses an underscore in the new password (reset rule), a mismatch, and stores nothing', async () => {
    const user = await createUser(t.ctx);
    await request(user.email);
    const params = await resetLink(user.email);
    const underscore = await setPassword({
      ...params,
      newpassword: 'Nowe_Haslo9',
      repeatpassword: 'Nowe_Haslo9',
    });
    expect(underscore.statusCode).toBe(400);
    expect(underscore.json().formError).toEqual({
      newpassword: translate('pl', 'form.validate.passwd_reset'),
    });
    const mismatch = await setPassword({
      ...params,
      newpassword: 'Nowe-Haslo9',
      repeatpassword: 'Nowe-Haslo8',
    });
    expect(mismatch.json().formError).toEqual({
      repeatpassword: translate('pl', 'form.validate.passwdmatch'),
    });
    const missing = await setPassword({ email: params.email, token: params.token });
    expect(missing.json().formError).toMatchObject({
      newpassword: 'To pole jest wymagane.',
      repeatpassword: 'To pole jest wymagane.',
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password_hash).toBe(user.password_hash);
    // The link survived the bad attempts.
    expect((await verify(params)).statusCode).toBe(200);
  });

  it('refuses an expired link, a wrong e-mail and an older link after a newer one', async () => {
    const user = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    await request(user.email);
    const older = await resetLink(user.email);
    // Past the one-link-a-minute throttle.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LINK_THROTTLE_MS + 1_000 });
    await t.ctx.db.execute(
      sql`update one_time_tokens set created_at = now() - interval '2 minutes' where user_id = ${user.id}`,
    );
    expect((await request(user.email)).statusCode).toBe(200);
    const newer = await resetLink(user.email);
    expect(newer.token).not.toBe(older.token);
    expect((await verify(older)).statusCode).toBe(400);
    expect((await verify({ email: other.email, token: newer.token })).statusCode).toBe(400);
    await t.ctx.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const expired = await setPassword({
      ...newer,
      newpassword: 'Nowe-Haslo9',
      repeatpassword: 'Nowe-Haslo9',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(translate('pl', 'password.reset_invalid'));
  });

  it('within a minute says when to ask again instead of claiming a new link, the same for an unknown address', async () => {
    const user = await createUser(t.ctx);
    const unknown = `nikogo-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect((await request(user.email)).statusCode).toBe(200);
    expect((await request(unknown)).statusCode).toBe(200);
    for (const res of [await request(user.email.toUpperCase()), await request(unknown)]) {
      expect(res.statusCode).toBe(429);
      const seconds = Number(/za (\d+) s\.$/.exec(res.json().message)?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        statusCode: 429,
        message: translate('pl', 'auth.link_wait', { seconds }),
      });
    }
    expect(await mails(user.email)).toHaveLength(1);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/passwords',
      payload: { email: unknown },
      remoteAddress: freshIp(),
      headers: { 'x-lang': 'en' },
    });
    expect(english.json().message).toMatch(
      /^A new link can be sent once a minute\. You can ask for a new link in \d+ s\.$/,
    );
  });

  it('verifies an unverified account: the link proves the address', async () => {
    const user = await createUser(t.ctx, { role: Role.UNVERIFIED });
    await request(user.email);
    const params = await resetLink(user.email);
    expect(
      (await setPassword({ ...params, newpassword: 'Nowe-Haslo9', repeatpassword: 'Nowe-Haslo9' }))
        .statusCode,
    ).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe(Role.STANDARD);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toHaveLength(0);
  });

  it('validates the request e-mail and is rate-limited per IP', async () => {
    const bad = await request('nie-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError).toEqual({ email: translate('pl', 'form.validate.email') });
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.resetRequest.max; i++)
      expect((await request(`a${i}@example.com`, ip)).statusCode).toBe(200);
    const limited = await request('b@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(translate('pl', 'error.rate_limited'));
  });
});
