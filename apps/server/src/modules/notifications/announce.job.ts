import { defineJob } from '../../jobs/queue';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { notificationsRepository, type Recipient } from './notifications.repository';
import { unsubscribeLinks, unsubscribeSecret } from './unsubscribe-token';

/** Recipients per transaction: one multi-row outbox insert each. */
export const ANNOUNCE_BATCH = 1_000;

/** An announcement's e-mail to one recipient, with the one-click unsubscribe headers (RFC 8058). */
export const announcementMail = (ctx: Pick<AppContext, 'config'>, secret: Buffer, recipient: Recipient) => {
  const links = unsubscribeLinks(ctx.config.PUBLIC_URL, secret, recipient.id);
  return {
    to: recipient.email,
    template: 'new_content' as const,
    lang: 'pl' as const,
    data: {
      firstname: recipient.firstname,
      link: `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/`,
      unsubscribeLink: links.page,
    },
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};

/**
 * Writes one batch of a run's e-mails to the outbox and moves the run's cursor in the same
 * transaction; answers false when the run is done. A retried job resumes at the cursor, so no one
 * is mailed twice and no one is skipped.
 */
export const announceBatch = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  runId: number,
  limit = ANNOUNCE_BATCH,
): Promise<boolean> => {
  const secret = await unsubscribeSecret(ctx.db);
  return inTransaction(ctx.db, async (tx) => {
    const run = await notificationsRepository.lockRun(tx, runId);
    if (!run || run.finished_at) return false;
    const batch = await notificationsRepository.announcementBatch(tx, {
      allUsers: run.all_users,
      afterId: run.last_user_id,
      limit,
    });
    if (batch.length === 0) {
      await notificationsRepository.finishRun(tx, runId);
      return false;
    }
    await ctx.mailer.enqueueMany(
      tx,
      batch.map((recipient) => announcementMail(ctx, secret, recipient)),
    );
    await notificationsRepository.advanceRun(tx, runId, batch[batch.length - 1]!.id, batch.length);
    return true;
  });
};

/** POST /api/notifications/newcontent enqueues this; it writes the run's e-mails batch by batch. */
export const announceJob = defineJob<{ runId: number }>({
  name: 'notifications.announce',
  maxAttempts: 10,
  expireInSeconds: 1_800,
  concurrency: 1,
  handler: async ({ runId }, job) => {
    while (!job.signal.aborted && (await announceBatch(job.ctx, runId))) {
      // Batch after batch; each one commits on its own.
    }
    // Stopped by a shutdown mid-run: fail, so the job is retried and carries on from the cursor.
    if (job.signal.aborted) throw new Error('stopped before the run finished');
  },
});
