import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { outbox } from '../../adapters/mailer';
import { users } from '../users';
import { bans } from '../bans';
import { settingsAudit } from '../content';
import { announceBatch } from './announce.job';
import { notificationRuns } from './notifications.table';

describe('notifications', () => {
  let t: TestApp;
  let adminToken: string;
  let viewerToken: string;
  let admin: Awaited<ReturnType<typeof createUser>>;

  const post = (url: string, payload?: object, token?: string) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: token ? auth(token) : {} });
  const mailsTo = async (emails: string[]) =>
    emails.length ? t.ctx.db.select().from(outbox).where(inArray(outbox.to_address, emails)) : [];
  const runAll = async (runId: number) => {
    let batches = 0;
    // Small batches, so the cursor is exercised across several transactions.
    while (await announceBatch(t.ctx, runId, 2)) batches += 1;
    return batches;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx, { role: Role.ADMIN, mailing: true });
    adminToken = await signIn(t.ctx, admin);
    viewerToken = await signIn(t.ctx, await createUser(t.ctx));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.ctx.db.delete(outbox);
    await t.ctx.db.update(users).set({ mailing: false });
    await t.ctx.db.update(users).set({ mailing: true }).where(eq(users.id, admin.id));
  });

  describe('POST /api/notifications/newcontent', () => {
    it('is for administrators only', async () => {
      expect((await post('/api/notifications/newcontent', { allUsers: false })).statusCode).toBe(401);
      expect((await post('/api/notifications/newcontent', { allUsers: false }, viewerToken)).statusCode).toBe(
        403,
      );
      expect(await t.ctx.db.select().from(notificationRuns)).toEqual([]);
    });

    it('mails subscribers only, or every reachable account with allUsers; never deleted, banned or unverified ones', async () => {
      const subscriber = await createUser(t.ctx, { mailing: true });
      const notSubscribed = await createUser(t.ctx, { mailing: false });
      const deleted = await createUser(t.ctx, { mailing: true, role: Role.DELETED });
      const unverified = await createUser(t.ctx, { mailing: true, role: Role.UNVERIFIED });
      const banned = await createUser(t.ctx, { mailing: true });
      await t.ctx.db.insert(bans).values({ user_id: banned.id, forever: true });
      const expiredBan = await createUser(t.ctx, { mailing: true });
      await t.ctx.db
        .insert(bans)
        .values({ user_id: expiredBan.id, expiration_date: new Date(Date.now() - 86_400_000) });
      const all = [subscriber, notSubscribed, deleted, unverified, banned, expiredBan].map(
        (user) => user.email,
      );

      const res = await post('/api/notifications/newcontent', { allUsers: false }, adminToken);
      expect(res.statusCode).toBe(200);
      const { run_id, notify_newcontent_date } = res.json();
      // The request only starts the run: the e-mails are written by its job.
      expect(await mailsTo(all)).toEqual([]);
      expect(await runAll(run_id)).toBeGreaterThan(0);
      expect((await mailsTo(all)).map((mail) => mail.to_address).sort()).toEqual(
        [subscriber.email, expiredBan.email].sort(),
      );
      const config = (
        await t.app.inject({ method: 'GET', url: '/api/appconfig', headers: auth(adminToken) })
      ).json();
      expect(config.notify_newcontent_date).toBe(notify_newcontent_date);

      // A finished run writes nothing more, however often its job is retried.
      expect(await announceBatch(t.ctx, run_id)).toBe(false);
      expect(await mailsTo(all)).toHaveLength(2);

      await t.ctx.db.delete(outbox);
      const everyone = (await post('/api/notifications/newcontent', { allUsers: true }, adminToken)).json();
      await runAll(everyone.run_id);
      expect((await mailsTo(all)).map((mail) => mail.to_address).sort()).toEqual(
        [subscriber.email, notSubscribed.email, expiredBan.email].sort(),
      );
      const [run] = await t.ctx.db
        .select()
        .from(notificationRuns)
        .where(eq(notificationRuns.id, everyone.run_id));
      expect(run!.finished_at).not.toBeNull();

      const actions = await t.ctx.db.select().from(settingsAudit).where(eq(settingsAudit.subject, 'action'));
      expect(actions.map((entry) => entry.changes[0]!.field)).toEqual(['newcontent', 'newcontent']);
    });

    it('gives each e-mail a one-click unsubscribe that works signed out, and refuses a tampered link', async () => {
      const subscriber = await createUser(t.ctx, { mailing: true });
      const other = await createUser(t.ctx, { mailing: true });
      await runAll(
        (await post('/api/notifications/newcontent', { allUsers: false }, adminToken)).json().run_id,
      );
      const [mail] = await mailsTo([subscriber.email]);
      expect(mail!.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          /^<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?u=\d+&t=[\w-]+>$/,
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const oneClick = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
      const page = new URL(String(mail!.payload.unsubscribeLink));
      expect(page.pathname).toBe('/wypisz');
      expect(mail!.text).toContain(page.toString());

      const unsubscribe = (query: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/notifications/unsubscribe${query}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      const mailing = async (id: number) =>
        (await t.ctx.db.select({ mailing: users.mailing }).from(users).where(eq(users.id, id)))[0]!.mailing;

      // Tampered: another user's id with this token, a changed token, no token.
      const token = oneClick.searchParams.get('t')!;
      for (const query of [
        `?u=${other.id}&t=${token}`,
        `?u=${subscriber.id}&t=${token.slice(0, -2)}aa`,
        `?u=${subscriber.id}`,
      ]) {
        const res = await unsubscribe(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().formError.t).toBe('Ten link do wypisania się jest nieprawidłowy.');
      }
      expect(await mailing(subscriber.id)).toBe(true);
      expect(await mailing(other.id)).toBe(true);

      const res = await unsubscribe(oneClick.search);
      expect(res.statusCode).toBe(200);
      expect(await mailing(subscriber.id)).toBe(false);
      expect(await mailing(other.id)).toBe(true);
      // The web page's POST (JSON, no body) works the same, and again (idempotent).
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe${page.search}` }))
          .statusCode,
      ).toBe(200);

      // An unsubscribed user is left out of the next announcement.
      await t.ctx.db.delete(outbox);
      await runAll(
        (await post('/api/notifications/newcontent', { allUsers: false }, adminToken)).json().run_id,
      );
      expect(await mailsTo([subscriber.email])).toEqual([]);
    });
  });

  describe('POST /api/users/reject-tos', () => {
    it('is for administrators only and changes nothing otherwise', async () => {
      expect((await post('/api/users/reject-tos')).statusCode).toBe(401);
      expect((await post('/api/users/reject-tos', undefined, viewerToken)).statusCode).toBe(403);
      const [row] = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.tos, false));
      expect(row!.n).toBe(0);
    });

    it('makes every account accept the terms again, administrators included', async () => {
      const viewer = await createUser(t.ctx);
      const token = await signIn(t.ctx, viewer);
      const res = await post('/api/users/reject-tos', undefined, adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().rejected).toBeGreaterThanOrEqual(3);
      for (const [id, caller] of [
        [viewer.id, token],
        [admin.id, adminToken],
      ] as const) {
        const status = await t.app.inject({
          method: 'GET',
          url: `/api/users/${id}/accept-tos`,
          headers: auth(caller),
        });
        expect(status.json()).toEqual({ accept_tos: false });
      }
      const entries = await t.ctx.db.select().from(settingsAudit).where(eq(settingsAudit.subject, 'action'));
      expect(entries.at(-1)!.changes[0]!.field).toBe('reject_tos');

      // Once per session: the same session is refused and changes nothing; a new session may again.
      await t.ctx.db.update(users).set({ tos: true }).where(eq(users.id, viewer.id));
      const again = await post('/api/users/reject-tos', undefined, adminToken);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Tę akcję można wykonać raz w ciągu sesji.');
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/users/${viewer.id}/accept-tos`,
            headers: auth(token),
          })
        ).json(),
      ).toEqual({ accept_tos: true });
      adminToken = await signIn(t.ctx, admin);
      expect((await post('/api/users/reject-tos', undefined, adminToken)).statusCode).toBe(200);
    });
  });
});
