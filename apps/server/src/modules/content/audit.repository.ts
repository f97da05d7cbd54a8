import { and, desc, eq } from 'drizzle-orm';
import type { ListPaging } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list-page';
import { settingsAudit, type AuditChange } from './audit.table';

export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  /** 'user': an administrator's change to an account (subjectId = the user's id). */
  subject: 'appconfig' | 'page' | 'action' | 'user';
  subjectId?: number | null;
  actor: AuditActor | null;
  changes: AuditChange[];
}

export const auditRepository = {
  /** In the caller's transaction: the entry exists exactly when the change does. */
  async record(db: DbOrTx, entry: AuditRecord): Promise<void> {
    if (entry.changes.length === 0) return;
    await db.insert(settingsAudit).values({
      subject: entry.subject,
      subject_id: entry.subjectId ?? null,
      user_id: entry.actor?.id ?? null,
      user_email: entry.actor?.email ?? '',
      changes: entry.changes,
    });
  },

  /**
   * An administrator's change to a user's account (role, e-mail, ban, unban, deletion), shown on
   * the user's page: the one helper every module recording such a change calls, in its transaction.
   */
  recordUserChange: (db: DbOrTx, userId: number, actor: AuditActor, changes: AuditChange[]): Promise<void> =>
    auditRepository.record(db, { subject: 'user', subjectId: userId, actor, changes }),

  /** A user's entries (the user detail), newest first. */
  forUser: (db: DbOrTx, userId: number, limit: number) =>
    db
      .select()
      .from(settingsAudit)
      .where(and(eq(settingsAudit.subject, 'user'), eq(settingsAudit.subject_id, userId)))
      .orderBy(desc(settingsAudit.created_at), desc(settingsAudit.id))
      .limit(limit),

  page: (db: DbOrTx, subject: AuditRecord['subject'] | undefined, paging: ListPaging<'created_at'>) =>
    listPage(
      db,
      {
        table: settingsAudit,
        where: subject ? eq(settingsAudit.subject, subject) : undefined,
        sortMap: { created_at: settingsAudit.created_at },
        tiebreaker: settingsAudit.id,
      },
      paging,
    ),
};
