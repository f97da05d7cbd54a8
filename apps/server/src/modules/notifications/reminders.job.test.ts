import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { Role, warsawDay } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { outbox } from '../../adapters/mailer';
import { remindPaidEvents, remindPlatform } from './reminders.job';
import { paidEventRecipients } from './paid-event-recipients';

const DAY = 86_400_000;

describe('reminders', () => {
  let t: TestApp;
  let adminToken: string;
  const mailsTo = async (emails: string[]) =>
    t.ctx.db.select().from(outbox).where(inArray(outbox.to_address, emails));

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
  });
  afterAll(() => t.close());
  beforeEach(() => t.ctx.db.delete(outbox));

  it('reminds subscribers away for 30 days once a month, with an unsubscribe link; not recent, unsubscribed or deleted ones', async () => {
    const away = await createUser(t.ctx, { mailing: true, last_login: new Date(Date.now() - 40 * DAY) });
    const never = await createUser(t.ctx, { mailing: true, last_login: null });
    const recent = await createUser(t.ctx, { mailing: true, last_login: new Date(Date.now() - 2 * DAY) });
    const notSubscribed = await createUser(t.ctx, {
      mailing: false,
      last_login: new Date(Date.now() - 40 * DAY),
    });
    const deleted = await createUser(t.ctx, {
      mailing: true,
      role: Role.DELETED,
      last_login: new Date(Date.now() - 40 * DAY),
    });
    const emails = [away, never, recent, notSubscribed, deleted].map((user) => user.email);

    await remindPlatform(t.ctx);
    const mails = await mailsTo(emails);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([away.email, never.email].sort());
    expect(mails[0]!.template).toBe('remind_platform');
    expect(mails[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The job runs again the same month (a retry, a second instance): nobody gets a second one.
    await remindPlatform(t.ctx);
    expect(await mailsTo(emails)).toHaveLength(2);
    // Next month they are reminded again.
    await remindPlatform(t.ctx, new Date(Date.now() + 35 * DAY));
    expect((await mailsTo([away.email])).length).toBe(2);
  });

  it('reminds ticket holders the day before a published event, once per event', async () => {
    const video = await createVideo(t, adminToken);
    const now = new Date();
    const tomorrow = warsawDay(new Date(now.getTime() + DAY));
    const event = await createEvent(t, adminToken, video.id, {
      date_from: tomorrow,
      date_to: tomorrow,
      title: 'Dziady',
    });
    const later = warsawDay(new Date(now.getTime() + 3 * DAY));
    await createEvent(t, adminToken, video.id, { date_from: later, date_to: later, title: 'Później' });
    const holder = await createUser(t.ctx);
    // Nobody bought a ticket yet (paid-event-recipients.test.ts covers who does).
    expect(await paidEventRecipients(t.ctx.db, event.id)).toEqual([]);
    const holders = async (_db: unknown, eventId: number) =>
      eventId === event.id ? [{ id: holder.id, email: holder.email, firstname: 'Ola' }] : [];

    expect(await remindPaidEvents(t.ctx, now, holders)).toBe(1);
    expect(await remindPaidEvents(t.ctx, now, holders)).toBe(0);
    const mails = await mailsTo([holder.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Scena: przypomnienie o wydarzeniu Dziady');
    expect(mails[0]!.text).toContain(`/wydarzenie/${event.slug}`);
  });
});
