import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { ADMIN_LOGIN_LINK_MINUTES, Role, translate } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories';
import { outbox } from '../../adapters/mailer';
import { oneTimeTokens, sessions } from './auth.table';

/** Admin sign-in: password first, then a one-time e-mailed link (DESIGN §4, spec 1 §6). */
let t: TestApp;
let ipSeq = 0;
const freshIp = () => `10.4.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const signIn = (payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload, remoteAddress: ip });
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers: auth(token) });
const lastMail = async (to: string) =>
  (
    await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, to)).orderBy(desc(outbox.id)).limit(1)
  )[0] ?? null;
const sessionsOf = (userId: number) =>
  t.ctx.db.select().from(sessions).where(eq(sessions.user_id, userId)).orderBy(sessions.id);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin sign-in (two steps)', () => {
  const linkOf = async (email: string) =>
    Object.fromEntries(new URL(((await lastMail(email))!.payload as { link: string }).link).searchParams);
  const adminStep = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/admin', payload, remoteAddress: freshIp() });

  it('password first: no session, 403 without email, and a 10-minute link by e-mail; the link signs in once', async () => {
    const admin = await createUser(t.ctx, { role: Role.ADMIN, email: 'kierownik@teatr.test' });
    const first = await signIn({ email: admin.email, password: DEFAULT_TEST_PASSWORD });
    expect(first.statusCode).toBe(403);
    expect(first.json().email).toBeUndefined();
    expect(first.json().message).toBe(
      translate('pl', 'auth.admin_link_sent', { minutes: ADMIN_LOGIN_LINK_MINUTES }),
    );
    expect(await sessionsOf(admin.id)).toHaveLength(0);

    const mail = await lastMail(admin.email);
    expect(mail!.template).toBe('admin_login_link');
    const link = (mail!.payload as { link: string }).link;
    expect(link.startsWith('http://localhost:3000/logowanie?')).toBe(true);
    const params = await linkOf(admin.email);
    expect(params.login_email).toBe(admin.email);
    const [tokenRow] = await t.ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, admin.id));
    expect((tokenRow!.expires_at.getTime() - tokenRow!.created_at.getTime()) / 60_000).toBeCloseTo(
      ADMIN_LOGIN_LINK_MINUTES,
      1,
    );
    expect(tokenRow!.purpose).toBe('admin_login');

    const ok = await adminStep({ login_token: params.login_token, login_email: params.login_email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: admin.id, role: Role.ADMIN });
    expect((await check(ok.json().token)).statusCode).toBe(200);
    // Admin lifetimes are the short ones.
    const [session] = await sessionsOf(admin.id);
    expect((session!.absolute_expires_at.getTime() - session!.created_at.getTime()) / 3_600_000).toBeCloseTo(
      t.ctx.config.ADMIN_SESSION_ABSOLUTE_HOURS,
      0,
    );

    const replay = await adminStep({ login_token: params.login_token, login_email: params.login_email });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().email).toBeUndefined();
    expect(replay.json().message).toBe(translate('pl', 'auth.admin_link_invalid'));
  });

  it('refuses an expired link, a link for another address and an older link after a newer one', async () => {
    const admin = await createUser(t.ctx, { role: Role.ADMIN });
    await signIn({ email: admin.email, password: DEFAULT_TEST_PASSWORD });
    const older = await linkOf(admin.email);
    await signIn({ email: admin.email, password: DEFAULT_TEST_PASSWORD });
    const newer = await linkOf(admin.email);
    expect((await adminStep({ login_token: older.login_token, login_email: admin.email })).statusCode).toBe(
      422,
    );
    expect(
      (await adminStep({ login_token: newer.login_token, login_email: 'ktos@teatr.test' })).statusCode,
    ).toBe(422);
    await t.ctx.db.execute(
      sql`update one_time_tokens set expires_at = now() - interval '1 second' where user_id = ${admin.id}`,
    );
    expect((await adminStep({ login_token: newer.login_token, login_email: admin.email })).statusCode).toBe(
      422,
    );
    expect(await sessionsOf(admin.id)).toHaveLength(0);
  });

  it('validates the link body', async () => {
    const res = await adminStep({ login_email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().formError).toMatchObject({
      login_token: 'To pole jest wymagane.',
      login_email: 'Niepoprawny adres email.',
    });
  });

  it('an admin-role account outside ADMIN_EMAIL_DOMAINS is treated as a standard viewer', async () => {
    const fake = await createUser(t.ctx, { role: Role.ADMIN, email: 'admin@evil.example' });
    const other = await createUser(t.ctx);
    const res = await signIn({ email: fake.email, password: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe(Role.STANDARD);
    const token = res.json().token;
    // No admin powers: another user's account is off limits.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers: auth(token) })).statusCode,
    ).toBe(403);
    // Viewer lifetimes, not admin ones.
    const [session] = await sessionsOf(fake.id);
    expect((session!.absolute_expires_at.getTime() - session!.created_at.getTime()) / 3_600_000).toBeCloseTo(
      t.ctx.config.SESSION_ABSOLUTE_HOURS,
      0,
    );
    expect(await lastMail(fake.email)).toBeNull();
  });
});
