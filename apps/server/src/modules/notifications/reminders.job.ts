import { and, eq } from 'drizzle-orm';
import { warsawDay } from '@scena/shared';
import { defineJob } from '../../jobs/queue';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { events } from '../catalog';
import { createAppConfigService } from '../content';
import { notificationsRepository } from './notifications.repository';
import { paidEventRecipients } from './paid-event-recipients';
import { unsubscribeLinks, unsubscribeSecret } from './unsubscribe-token';

/** A subscriber who has not signed in for this long gets the platform reminder, at most once a month. */
export const REMIND_PLATFORM_AFTER_DAYS = 30;
const BATCH = 500;
const DAY_MS = 86_400_000;

type Ctx = Pick<AppContext, 'db' | 'config' | 'mailer' | 'storage'>;
const home = (ctx: Ctx) => `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/`;

/** notify_remindplatform: subscribers away for 30 days, once per calendar month (Warsaw). */
export const remindPlatform = async (ctx: Ctx, now = new Date()): Promise<number> => {
  const secret = await unsubscribeSecret(ctx.db);
  const ref = warsawDay(now).slice(0, 7);
  const since = new Date(now.getTime() - REMIND_PLATFORM_AFTER_DAYS * DAY_MS);
  let sent = 0;
  for (;;) {
    const count = await inTransaction(ctx.db, async (tx) => {
      const batch = await notificationsRepository.platformReminderBatch(tx, { since, ref, limit: BATCH });
      const fresh = await notificationsRepository.markReminded(
        tx,
        'remindplatform',
        ref,
        batch.map((user) => user.id),
      );
      const mails = batch
        .filter((user) => fresh.has(user.id))
        .map((user) => {
          const links = unsubscribeLinks(ctx.config.PUBLIC_URL, secret, user.id);
          return {
            to: user.email,
            template: 'remind_platform' as const,
            lang: 'pl' as const,
            data: { firstname: user.firstname, link: home(ctx), unsubscribeLink: links.page },
            headers: {
              'List-Unsubscribe': `<${links.oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          };
        });
      await ctx.mailer.enqueueMany(tx, mails);
      return batch.length;
    });
    if (count === 0) return sent;
    sent += count;
  }
};

/** notify_remindpayedevent: holders of a paid ticket for a published event that starts tomorrow (Warsaw). */
export const remindPaidEvents = async (
  ctx: Ctx,
  now = new Date(),
  recipients = paidEventRecipients,
): Promise<number> => {
  const tomorrow = warsawDay(new Date(now.getTime() + DAY_MS));
  const starting = await ctx.db
    .select({ id: events.id, title: events.title, slug: events.slug, time_from: events.time_from })
    .from(events)
    .where(and(eq(events.date_from, tomorrow), eq(events.published, true)));
  let sent = 0;
  for (const event of starting) {
    sent += await inTransaction(ctx.db, async (tx) => {
      const holders = await recipients(tx, event.id);
      const fresh = await notificationsRepository.markReminded(
        tx,
        'remindpayedevent',
        String(event.id),
        holders.map((user) => user.id),
      );
      const when = `${tomorrow.split('-').reverse().join('.')}${event.time_from ? `, ${event.time_from}` : ''}`;
      await ctx.mailer.enqueueMany(
        tx,
        holders
          .filter((user) => fresh.has(user.id))
          .map((user) => ({
            to: user.email,
            template: 'remind_paid_event' as const,
            lang: 'pl' as const,
            data: {
              firstname: user.firstname,
              title: event.title,
              when,
              link: `${home(ctx)}wydarzenie/${event.slug || event.id}`,
            },
          })),
      );
      return fresh.size;
    });
  }
  return sent;
};

/** Daily at 07:00 UTC (08:00 or 09:00 in Warsaw); each reminder is sent only when its switch is on. */
export const remindersJob = defineJob<null>({
  name: 'notifications.reminders',
  cron: '0 7 * * *',
  maxAttempts: 3,
  expireInSeconds: 1_800,
  concurrency: 1,
  handler: async (_payload, job) => {
    const config = await createAppConfigService(job.ctx).get();
    if (config.notify_remindplatform)
      job.log.info({ sent: await remindPlatform(job.ctx) }, 'platform reminders queued');
    if (config.notify_remindpayedevent)
      job.log.info({ sent: await remindPaidEvents(job.ctx) }, 'paid-event reminders queued');
  },
});
