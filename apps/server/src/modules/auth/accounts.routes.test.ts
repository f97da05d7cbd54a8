import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { Role, translate } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';
import { outbox, renderMail } from '../../adapters/mailer';
import { users } from '../users';
import { oneTimeTokens } from './auth.table';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { LINK_THROTTLE_MS } from './link-throttle';

let t: TestApp;
let ipSeq = 0;
/** Each test gets its own client IP so per-IP rate limits of one test do not leak into another. */
const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const validSignUp = (overrides: Record<string, unknown> = {}) => ({
  email: `Nowy.${Math.random().toString(36).slice(2, 8)}@Example.com`,
  firstname: 'Zażółć',
  lastname: 'Gęślą-Jaźń',
  password: 'Tajne_haslo1',
  repeatpassword: 'Tajne_haslo1',
  country_code: 'PL',
  birthday: '1995-03-14',
  mailing: true,
  tos: true,
  ...overrides,
});

const lastMail = async (to: string) => {
  const [row] = await t.ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.to_address, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ?? null;
};
const linkParams = (link: string) => Object.fromEntries(new URL(link).searchParams);
const countUsers = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => void vi.useRealTimers());

describe('POST /api/users (sign-up)', () => {
  it('creates an unverified account with a lower-cased e-mail, an argon2id hash and a verification e-mail', async () => {
    const body = validSignUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: body,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const email = body.email.toLowerCase();
    expect(res.json()).toEqual({ message: translate('pl', 'users.signup_success'), email });

    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      role: Role.UNVERIFIED,
      firstname: 'Zażółć',
      lastname: 'Gęślą-Jaźń',
      mailing: true,
      tos: true,
      birthday: '1995-03-14',
      country_code: 'PL',
    });
    expect(row!.verified_at).toBeNull();
    // ASVS 11.4.2: argon2id, m=19456, t=2, p=1.
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await lastMail(email);
    expect(mail).toMatchObject({ template: 'verify_account', lang: 'pl', status: 'pending' });
    const link = (mail!.payload as { link: string }).link;
    expect(link.startsWith('http://localhost:3000/weryfikacja-konta?')).toBe(true);
    const params = linkParams(link);
    expect(params.email).toBe(email);
    expect(params.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash of the token is stored, valid for 24 hours.
    const [token] = await t.ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, row!.id));
    expect(token!.token_hash).not.toContain(params.token);
    expect(token!.purpose).toBe('verify');
    const ttlHours = (token!.expires_at.getTime() - token!.created_at.getTime()) / 3_600_000;
    expect(ttlHours).toBeCloseTo(24, 1);
  });

  it('sends the verification e-mail in the request language', async () => {
    const body = validSignUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: body,
      cookies: { lang: 'en' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(translate('en', 'users.signup_success'));
    const english = renderMail('verify_account', 'en', { firstname: 'x', link: 'http://x' }).subject;
    expect(await lastMail(body.email.toLowerCase())).toMatchObject({ lang: 'en', subject: english });
  });

  it('answers a taken address (any letter case) exactly like a new one, changes nothing and e-mails the owner', async () => {
    const existing = await createUser(t.ctx, { email: 'zajety@example.com' });
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, existing.id));
    const before = await countUsers();
    const signUpAs = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: validSignUp({ email }),
        remoteAddress: freshIp(),
      });

    const fresh = await signUpAs('Wolny.Adres@Example.com');
    const taken = await signUpAs('ZAJETY@example.com');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(201);
    // The same body, the address as the person typed it (lower-cased) in both.
    expect(taken.json()).toEqual({ ...fresh.json(), email: 'zajety@example.com' });
    expect(fresh.json().email).toBe('wolny.adres@example.com');

    // One account more (the new address); the existing one is as it was.
    expect(await countUsers()).toBe(before + 1);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(after).toEqual(stored);
    // Its owner is told, with a way to sign in or reset the password; no verification link.
    const mail = await lastMail(existing.email);
    expect(mail).toMatchObject({ template: 'signup_attempt', lang: 'pl', status: 'pending' });
    expect(mail!.subject).toBe(
      renderMail('signup_attempt', 'pl', { firstname: '', signInLink: 'http://x', resetLink: 'http://x' })
        .subject,
    );
    expect(mail!.payload).toMatchObject({
      signInLink: 'http://localhost:3000/logowanie',
      resetLink: 'http://localhost:3000/resetowanie-hasla',
    });
    const tokens = await t.ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, existing.id));
    expect(tokens).toHaveLength(0);
  });

  const badInputs: [string, Record<string, unknown>, string, string][] = [
    ['missing e-mail', { email: undefined }, 'email', 'form.validate.required'],
    ['invalid e-mail', { email: 'nie-email' }, 'email', 'form.validate.email'],
    ['digits in the first name', { firstname: 'Jan2' }, 'firstname', 'form.validate.special_chars'],
    ['apostrophe in the last name', { lastname: "O'Brien" }, 'lastname', 'form.validate.special_chars'],
    ['short password', { password: 'Ab1!', repeatpassword: 'Ab1!' }, 'password', 'form.validate.passwd'],
    [
      'space in the password',
      { password: 'Tajne haslo1', repeatpassword: 'Tajne haslo1' },
      'password',
      'form.validate.passwd',
    ],
    ['passwords differ', { repeatpassword: 'Inne_haslo1' }, 'repeatpassword', 'form.validate.passwdmatch'],
    ['impossible date', { birthday: '2001-02-29' }, 'birthday', 'form.validate.date'],
    ['DD.MM.YYYY instead of ISO', { birthday: '14.03.1995' }, 'birthday', 'form.validate.date'],
    ['year 1900 (the "not set" value)', { birthday: '1900-06-15' }, 'birthday', 'form.validate.date'],
    ['country of 3 letters', { country_code: 'POL' }, 'country_code', 'form.validate.wrong_input_max2'],
    ['HTML in the country', { country_code: '<b' }, 'country_code', 'form.validate.wrong_input_max2'],
    ['unknown country code', { country_code: 'QQ' }, 'country_code', 'form.validate.wrong_input_max2'],
    ['terms not accepted', { tos: false }, 'tos', 'form.validate.tos'],
  ];
  it.each(badInputs)(
    '%s: 400 with the translated message, nothing stored',
    async (_name, change, field, key) => {
      const before = await countUsers();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: validSignUp(change),
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(translate('pl', 'form.validate.invalid'));
      expect(res.json().formError[field]).toBe(translate('pl', key));
      expect(await countUsers()).toBe(before);
    },
  );

  it('refuses someone younger than 13 with the age message (and its number)', async () => {
    const dayAfter13 = new Date();
    const birthday = `${dayAfter13.getUTCFullYear() - 12}-01-01`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: validSignUp({ birthday }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().formError.birthday).toBe('Musisz mieć co najmniej 13 lat, aby założyć konto.');
  });

  it('defaults the country to PL and mailing to false', async () => {
    const body = validSignUp({ country_code: undefined, mailing: undefined });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: body,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, body.email.toLowerCase()));
    expect(row).toMatchObject({ country_code: 'PL', mailing: false });
  });

  it('is rate-limited per IP with a clear 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.signUp.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: validSignUp({ tos: false }),
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: validSignUp(),
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ statusCode: 429, message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' });
    // Another client is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users',
          payload: validSignUp(),
          remoteAddress: freshIp(),
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/verifications and /api/verifications/new', () => {
  const signUp = async () => {
    const body = validSignUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: body,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const email = body.email.toLowerCase();
    return { email, params: linkParams(((await lastMail(email))!.payload as { link: string }).link) };
  };
  const verify = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/verifications', payload, remoteAddress: freshIp() });
  const roleOf = async (email: string) =>
    (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

  it('verifies once: role 4 → 2 and verified_at set; a replay gets 400 with resend', async () => {
    const { email, params } = await signUp();
    const ok = await verify({ email: params.email, token: params.token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: translate('pl', 'verification.success') });
    const row = await roleOf(email);
    expect(row.role).toBe(Role.STANDARD);
    expect(row.verified_at).toBeInstanceOf(Date);

    const replay = await verify({ email: params.email, token: params.token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      statusCode: 400,
      message: translate('pl', 'verification.invalid'),
      resend: true,
    });
  });

  it('refuses an expired link, a wrong token and a token with another e-mail', async () => {
    const { email, params } = await signUp();
    const other = await signUp();
    expect((await verify({ email: other.email, token: params.token })).statusCode).toBe(400);
    expect((await verify({ email, token: `${params.token!.slice(0, -2)}xx` })).statusCode).toBe(400);
    await t.ctx.db
      .execute(sql`update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'verify'
      and user_id = (select id from users where email = ${email})`);
    const expired = await verify({ email, token: params.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().resend).toBe(true);
    expect((await roleOf(email)).role).toBe(Role.UNVERIFIED);
  });

  it('validates the body (missing token → required)', async () => {
    const res = await verify({ email: 'a@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().formError.token).toBe(translate('pl', 'form.validate.required'));
  });

  it('resends a new link that replaces the old one; same answer for unknown and verified accounts', async () => {
    const { email, params } = await signUp();
    // Past the one-e-mail-a-minute throttle (the address's count and the account's last link).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LINK_THROTTLE_MS + 1_000 });
    await t.ctx.db.execute(sql`update one_time_tokens set created_at = now() - interval '2 minutes'
      where user_id = (select id from users where email = ${email})`);
    const resend = (to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/verifications/new',
        payload: { email: to },
        remoteAddress: freshIp(),
      });
    const res = await resend(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const expected = { message: translate('pl', 'verification.sent'), resend: true };
    expect(res.json()).toEqual(expected);
    const fresh = linkParams(((await lastMail(email))!.payload as { link: string }).link);
    expect(fresh.token).not.toBe(params.token);
    // The older link no longer works; the new one does.
    expect((await verify({ email, token: params.token })).statusCode).toBe(400);
    expect((await verify({ email, token: fresh.token })).statusCode).toBe(200);

    const mailsBefore = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
    expect((await resend('nikt-taki@example.com')).json()).toEqual(expected);
    const verified = await createUser(t.ctx);
    expect((await resend(verified.email)).json()).toEqual(expected); // verified: no e-mail
    expect((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n).toBe(mailsBefore);
  });

  it('within a minute of a link says when to ask again instead of claiming a new one, the same for unknown addresses', async () => {
    const { email } = await signUp();
    const unknown = `nikogo-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const resend = (to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/verifications/new',
        payload: { email: to },
        remoteAddress: freshIp(),
      });
    expect((await resend(unknown)).statusCode).toBe(200);

    // Sign-up has just sent a link; the unknown address has just "had" one.
    const known = await resend(email.toUpperCase());
    const stranger = await resend(unknown);
    for (const res of [known, stranger]) {
      expect(res.statusCode).toBe(429);
      const seconds = Number(/za (\d+) s\.$/.exec(res.json().message)?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        statusCode: 429,
        message: translate('pl', 'auth.link_wait', { seconds }),
      });
    }
    // Nothing more was sent: the sign-up e-mail is the only one.
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, email))).toHaveLength(1);

    // A minute later a new link goes out.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LINK_THROTTLE_MS + 1_000 });
    await t.ctx.db.execute(sql`update one_time_tokens set created_at = now() - interval '2 minutes'
      where user_id = (select id from users where email = ${email})`);
    expect((await resend(email)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, email))).toHaveLength(2);
  });

  it('rate-limits resend per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.resendVerification.max; i++) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/verifications/new',
            payload: { email: `x${i}@example.com` },
            remoteAddress: ip,
          })
        ).statusCode,
      ).toBe(200);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/verifications/new',
      payload: { email: 'y@example.com' },
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(translate('pl', 'error.rate_limited'));
  });
});
