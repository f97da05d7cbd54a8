import { AppError, type NewContentResponse } from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { auditRepository, createAppConfigService, type AuditActor } from '../content';
import { announceJob } from './announce.job';
import { notificationsRepository } from './notifications.repository';
import { unsubscribeSecret, verifyUnsubscribe } from './unsubscribe-token';

/** The settings screen's notification actions and the unsubscribe link (CONTEXT.md). */
export const createNotificationsService = (ctx: AppContext) => ({
  /**
   * Announces new content: a run, its job and the audit entry commit together; the job then writes
   * the e-mails to the outbox in batches, so the request returns at once for any number of users.
   */
  async announce(allUsers: boolean, actor: AuditActor): Promise<NewContentResponse> {
    const now = new Date().toISOString();
    const run = await inTransaction(ctx.db, async (tx) => {
      const row = await notificationsRepository.createRun(tx, {
        kind: 'newcontent',
        allUsers,
        createdBy: actor.id,
      });
      await enqueue(tx, announceJob.name, { runId: row.id });
      await auditRepository.record(tx, {
        subject: 'action',
        actor,
        changes: [{ field: 'newcontent', old: null, new: { run: row.id, allUsers } }],
      });
      return row;
    });
    await createAppConfigService(ctx).update({ notify_newcontent_date: now }, { actor });
    return { run_id: run.id, notify_newcontent_date: now };
  },

  /**
   * Every account must accept the terms again at its next page (the terms modal), admins included.
   * Once per session (spec 2 §4): a second call from the same session answers 409.
   */
  async rejectTos(actor: AuditActor, sessionId: number | null): Promise<{ rejected: number }> {
    return inTransaction(ctx.db, async (tx) => {
      if (
        sessionId !== null &&
        (await notificationsRepository.rejectedTosInSession(tx, actor.id, sessionId))
      ) {
        throw new AppError('CONFLICT', 'notifications.tos_already_rejected');
      }
      const rejected = await notificationsRepository.rejectTos(tx);
      await auditRepository.record(tx, {
        subject: 'action',
        actor,
        changes: [{ field: 'reject_tos', old: null, new: { rejected } }],
      });
      return { rejected };
    });
  },

  /** The signed link from an e-mail: switches that user's mailing off; a tampered link changes nothing. */
  async unsubscribe(userId: number, token: string): Promise<{ unsubscribed: true }> {
    const secret = await unsubscribeSecret(ctx.db);
    const invalid = () =>
      new AppError('VALIDATION', 'notifications.unsubscribe.invalid', {
        formError: { t: 'notifications.unsubscribe.invalid' },
      });
    if (!verifyUnsubscribe(secret, userId, token)) throw invalid();
    if (!(await notificationsRepository.unsubscribe(ctx.db, userId))) throw invalid();
    return { unsubscribed: true };
  },
});
