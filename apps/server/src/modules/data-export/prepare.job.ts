import { DATA_EXPORT_LINK_HOURS } from '@scena/shared';
import { defineJob } from '../../jobs/queue';
import { inTransaction } from '../../db/transaction';
import { hashToken, newToken } from '../auth';
import { mailLanguage } from '../bans';
import { usersRepository } from '../users';
import { buildDocument } from './build-document';
import { dataExportRepository } from './data-export.repository';

export const DATA_EXPORT_JOBS = { prepare: 'data-export.prepare', purge: 'data-export.purge' } as const;

/**
 * Prepares one export: reads the account's data, then in one transaction marks the row ready
 * (a guarded pending → ready UPDATE, so a retried or duplicated job prepares and e-mails it once)
 * and queues the link e-mail in the outbox. The link goes to the account's own address, whoever
 * asked for it.
 */
export const prepareDataExportJob = defineJob<{ exportId: number }>({
  name: DATA_EXPORT_JOBS.prepare,
  maxAttempts: 5,
  handler: async ({ exportId }, job) => {
    const row = await dataExportRepository.find(job.db, exportId);
    if (!row || row.status !== 'pending') return;
    const user = await usersRepository.findById(job.db, row.user_id);
    if (!user) return;
    const document = JSON.stringify(await buildDocument(job.db, user), null, 2);
    const token = newToken();
    await inTransaction(job.db, async (tx) => {
      const ready = await dataExportRepository.markReady(tx, exportId, {
        token_hash: hashToken(token),
        document,
        hours: DATA_EXPORT_LINK_HOURS,
      });
      if (!ready) return;
      await job.ctx.mailer.enqueue(tx, {
        to: user.email,
        template: 'data_export',
        lang: mailLanguage(user.language),
        data: {
          firstname: user.firstname,
          hours: DATA_EXPORT_LINK_HOURS,
          link: new URL(`/api/data-export/${token}`, job.ctx.config.PUBLIC_URL).toString(),
        },
      });
    });
  },
});

/** Hourly: expired documents are deleted (a link past its 24 hours serves nothing). */
export const purgeDataExportsJob = defineJob<null>({
  name: DATA_EXPORT_JOBS.purge,
  cron: '23 * * * *',
  maxAttempts: 3,
  handler: async (_payload, job) => dataExportRepository.purge(job.db),
});
