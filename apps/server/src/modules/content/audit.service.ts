import type { AuditEntry, ListPaging } from '@scena/shared';
import type { AppContext } from '../../context';
import { auditRepository, type AuditRecord } from './audit.repository';
import type { SettingsAuditRow } from './audit.table';

export const toAuditEntry = (row: SettingsAuditRow): AuditEntry => ({
  id: row.id,
  subject: row.subject,
  subject_id: row.subject_id,
  user_id: row.user_id,
  user_email: row.user_email,
  created_at: row.created_at.toISOString(),
  changes: row.changes,
});

/** GET /api/appconfig/audit: the settings screen's change history, newest first by default. */
export const createAuditService = (ctx: Pick<AppContext, 'db'>) => ({
  async page(
    subject: AuditRecord['subject'] | undefined,
    paging: ListPaging<'created_at'>,
  ): Promise<{ entries: AuditEntry[]; total: number }> {
    const { items, total } = await auditRepository.page(ctx.db, subject, paging);
    return {
      total,
      entries: items.map(toAuditEntry),
    };
  },
});
