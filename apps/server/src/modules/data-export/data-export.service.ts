import {
  AppError,
  DATA_EXPORT_COOLDOWN_MINUTES,
  isAdminRole,
  Role,
  translate,
  type DataExportRequested,
  type Language,
} from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { hashToken } from '../auth';
import { usersRepository } from '../users';
import { dataExportRepository } from './data-export.repository';
import { DATA_EXPORT_JOBS } from './prepare.job';

export const createDataExportService = (ctx: AppContext) => ({
  /** The owner (or an administrator) asks; the job is queued in the same transaction as the row. */
  async request(
    userId: number,
    requester: { id: number; role: number },
    lang: Language,
  ): Promise<DataExportRequested> {
    const user = await usersRepository.findById(ctx.db, userId);
    if (!user || user.role === Role.DELETED) throw new AppError('NOT_FOUND', 'error.not_found');
    const row = await inTransaction(ctx.db, async (tx) => {
      if (await dataExportRepository.requestedWithin(tx, user.id, DATA_EXPORT_COOLDOWN_MINUTES))
        throw new AppError('RATE_LIMITED', 'data_export.too_often');
      const created = await dataExportRepository.insert(tx, user.id, requester.id);
      await enqueue(tx, DATA_EXPORT_JOBS.prepare, { exportId: created.id });
      return created;
    });
    const byAdmin = requester.id !== user.id && isAdminRole(requester.role);
    return {
      id: row.id,
      email: user.email,
      message: translate(lang, byAdmin ? 'data_export.requested_admin' : 'data_export.requested', {
        email: user.email,
      }),
    };
  },

  /** The document behind a valid link; unknown links are 404, expired ones 410. */
  async download(token: string): Promise<{ id: number; document: string }> {
    const row = await dataExportRepository.byToken(ctx.db, hashToken(token));
    if (!row) throw new AppError('NOT_FOUND', 'data_export.link_invalid');
    if (!row.valid || row.document === null) throw new AppError('GONE', 'data_export.link_invalid');
    return { id: row.id, document: row.document };
  },
});
