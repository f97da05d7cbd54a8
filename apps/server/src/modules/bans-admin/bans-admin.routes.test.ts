import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Role, formatWarsaw } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, DEFAULT_TEST_PASSWORD, signIn } from '../../../test/factories';
import { createSmtpTransport, outbox } from '../../adapters/mailer';
import { startSmtpPeer } from '../../adapters/mailer/testing/smtp-peer';
import { processOutboxOnce } from '../../jobs/outbox';
import { settingsAudit } from '../content';
import { bans } from '../bans';

let t: TestApp;
let adminToken: string;
let adminId: number;
const HOUR = 3_600_000;
let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const post = (payload: Record<string, unknown>, token = adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/bans', headers: auth(token), payload });
const lift = (id: number, token = adminToken) =>
  t.app.inject({ method: 'DELETE', url: `/api/bans/${id}`, headers: auth(token) });
const list = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/bans?${query}`, headers: auth(token) });
const signInAs = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password: DEFAULT_TEST_PASSWORD, remember: false },
    remoteAddress: freshIp(),
  });
const validate = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/validate-session', headers: auth(token) });
const inTwoDays = () => formatWarsaw(new Date(Date.now() + 48 * HOUR));
const banCount = async () => (await t.ctx.db.select({ n: count() }).from(bans))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.ctx, { role: Role.ADMIN });
  adminId = admin.id;
  adminToken = await signIn(t.ctx, admin);
});
afterAll(() => t.close());

describe('POST /api/bans', () => {
  it('ends the live session at once, refuses sign-in with the blocked answer and records who banned', async () => {
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);
    expect((await validate(token)).statusCode).toBe(200);

    const res = await post({ user_id: user.id, reason: 'Udostępnianie konta', expiration_date: inTwoDays() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: user.id,
      email: user.email,
      firstname: 'Jan',
      reason: 'Udostępnianie konta',
      forever: false,
      automatic: false,
      active: true,
      created_by: adminId,
    });

    const after = await validate(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      type: 'userBlocked',
      message: 'Twoje konto zostało zablokowane. Prosimy o kontakt z administratorem.',
    });
    const signInRes = await signInAs(user.email);
    expect(signInRes.statusCode).toBe(401);
    expect(signInRes.json().type).toBe('userBlocked');

    const [entry] = await t.ctx.db
      .select()
      .from(settingsAudit)
      .where(and(eq(settingsAudit.subject, 'user'), eq(settingsAudit.subject_id, user.id)));
    expect(entry).toMatchObject({ user_id: adminId });
    expect(entry!.changes[0]).toMatchObject({
      field: 'ban',
      old: null,
      new: { reason: 'Udostępnianie konta' },
    });
  });

  it('e-mails the user through the outbox in their language when send_email is set, and not otherwise', async () => {
    const english = await createUser(t.ctx, { language: 'en' });
    const polish = await createUser(t.ctx);
    const quiet = await createUser(t.ctx);
    expect(
      (await post({ user_id: english.id, reason: 'spam', forever: true, send_email: true })).statusCode,
    ).toBe(201);
    expect(
      (await post({ user_id: polish.id, reason: 'spam', expiration_date: inTwoDays(), send_email: true }))
        .statusCode,
    ).toBe(201);
    expect((await post({ user_id: quiet.id, reason: 'spam', forever: true })).statusCode).toBe(201);

    const mailTo = async (to: string) =>
      t.ctx.db.select().from(outbox).where(eq(outbox.to_address, to)).orderBy(desc(outbox.id));
    const [en] = await mailTo(english.email);
    expect(en).toMatchObject({
      template: 'ban_notice',
      lang: 'en',
      subject: 'Scena: your account has been blocked',
    });
    expect(en!.text).toContain('Reason: spam');
    expect(en!.text).toContain('until it is lifted');
    const [pl] = await mailTo(polish.email);
    expect(pl).toMatchObject({ lang: 'pl', subject: 'Scena: Twoje konto zostało zablokowane' });
    expect(pl!.text).toMatch(/Blokada obowiązuje do \d{1,2}\.\d{2}\.\d{4}, \d{2}:\d{2}\./);
    expect(await mailTo(quiet.email)).toEqual([]);

    // The outbox delivers it over real SMTP.
    const peer = await startSmtpPeer();
    const transport = createSmtpTransport({ url: peer.url, from: 'bilety@teatr.test' });
    try {
      await t.ctx.db.update(outbox).set({ next_attempt_at: sql`now() - interval '1 second'` });
      await processOutboxOnce(t.ctx, transport);
      const got = peer.received.find((mail) => mail.to.includes(english.email));
      expect(got?.subject).toBe('Scena: your account has been blocked');
      expect(got?.text).toContain('/kontakt');
    } finally {
      await transport.close?.();
      await peer.close();
    }
  });

  it('refuses bad input with a Polish message and changes nothing', async () => {
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);
    const before = await banCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ user_id: 99_999_999, reason: 'x', forever: true }, 'user_id', 'Nie ma takiego użytkownika.'],
      [{ user_id: user.id, reason: '   ', forever: true }, 'reason', 'Proszę podać powód blokady.'],
      [{ user_id: user.id, forever: true }, 'reason', 'Proszę podać powód blokady.'],
      [
        { user_id: user.id, reason: 'x', expiration_date: '2020-01-01 10:00' },
        'expiration_date',
        'Prosze podać datę w przyszłości.',
      ],
      [
        { user_id: user.id, reason: 'x', expiration_date: '2030-02-31 10:00' },
        'expiration_date',
        'Nieprawidłowa data.',
      ],
      [{ user_id: user.id, reason: 'x' }, 'expiration_date', 'Nieprawidłowa data.'],
      [{ user_id: user.id, reason: 'x'.repeat(501), forever: true }, 'reason', 'Maksymalnie 500 znaków.'],
      [{ user_id: 'abc', reason: 'x', forever: true }, 'user_id', 'Nie ma takiego użytkownika.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().formError[field], JSON.stringify(payload)).toBe(message);
    }
    const deleted = await createUser(t.ctx, { role: Role.DELETED });
    const gone = await post({ user_id: deleted.id, reason: 'x', forever: true });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().formError.user_id).toBe('Nie ma takiego użytkownika.');
    const self = await post({ user_id: adminId, reason: 'x', forever: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Nie możesz zablokować własnego konta.');

    expect(await banCount()).toBe(before);
    expect((await validate(token)).statusCode).toBe(200);
  });

  it('accepts a past date with forever (the date is then ignored)', async () => {
    const user = await createUser(t.ctx);
    const res = await post({
      user_id: user.id,
      reason: 'x',
      forever: true,
      expiration_date: '2020-01-01 10:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ forever: true, expiration_date: null, active: true });
  });
});

describe('a ban ends by itself and can be lifted', () => {
  it('no longer blocks once its expiry has passed', async () => {
    const user = await createUser(t.ctx);
    const ban = (await post({ user_id: user.id, reason: 'krótka', expiration_date: inTwoDays() })).json();
    expect((await signInAs(user.email)).statusCode).toBe(401);
    await t.ctx.db
      .update(bans)
      .set({ expiration_date: new Date(Date.now() - 1000) })
      .where(eq(bans.id, ban.id));
    const res = await signInAs(user.email);
    expect(res.statusCode).toBe(200);
    expect((await validate(res.json().token)).statusCode).toBe(200);
    // Lapsed: out of the default (in force) list, still in the history.
    expect((await list(`q=${encodeURIComponent(user.email)}`)).json().bans).toEqual([]);
    expect((await list(`state=all&q=${encodeURIComponent(user.email)}`)).json().bans).toHaveLength(1);
  });

  it('lifting restores sign-in at once, is audited and cannot be done twice', async () => {
    const user = await createUser(t.ctx);
    const ban = (await post({ user_id: user.id, reason: 'do zdjęcia', forever: true })).json();
    expect((await signInAs(user.email)).statusCode).toBe(401);

    const res = await lift(ban.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ban.id, active: false });
    expect((await signInAs(user.email)).statusCode).toBe(200);

    const again = await lift(ban.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nie ma takiej blokady (mogła już zostać zdjęta).');
    expect((await lift(99_999_999)).statusCode).toBe(404);

    const entries = await t.ctx.db
      .select()
      .from(settingsAudit)
      .where(and(eq(settingsAudit.subject, 'user'), eq(settingsAudit.subject_id, user.id)))
      .orderBy(settingsAudit.id);
    expect(
      entries.map((e) => [e.changes[0]!.field, e.changes[0]!.old === null, e.changes[0]!.new === null]),
    ).toEqual([
      ['ban', true, false],
      ['unban', false, true],
    ]);
  });
});

describe('GET /api/bans', () => {
  it('pages, searches by part of a name or e-mail and sorts; bad paging is a Polish 400', async () => {
    const tag = `szukany${Date.now()}`;
    const people = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(t.ctx, { email: `${tag}.${i}@example.com`, lastname: `Nowak${i}` });
      people.push(user);
      expect((await post({ user_id: user.id, reason: `powód ${i}`, forever: true })).statusCode).toBe(201);
    }
    const page1 = await list(`q=${tag}&page_size=20&sort=email&dir=asc`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().total).toBe(3);
    expect(page1.json().bans.map((b: { email: string }) => b.email)).toEqual(people.map((p) => p.email));
    expect(page1.json().bans[0]).toMatchObject({ country_code: 'PL', lastname: 'Nowak0', forever: true });
    const byName = await list(`q=nowak1`);
    expect(byName.json().bans.map((b: { user_id: number }) => b.user_id)).toContain(people[1]!.id);
    const bad = await list('page_size=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError.page_size).toMatch(/^Niepoprawna liczba wierszy/);
    // A user id past PostgreSQL's integer is a Polish 400, not the database's error (found by the fuzz).
    const huge = await list('user_id=8473748898755066');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().formError.user_id).toBeTruthy();
  });
});
