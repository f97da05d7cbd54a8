import { and, asc, eq, gt, inArray, isNull, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { Role } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { users } from '../users';
import { bans } from '../bans';
import { sessions } from '../auth';
import { settingsAudit } from '../content';
import { notificationRuns, remindersSent } from './notifications.table';

export interface Recipient {
  id: number;
  email: string;
  firstname: string;
}

/** Accounts e-mails may go to: verified, not deleted, not banned now. */
export const reachable = (): SQL =>
  and(
    inArray(users.role, [Role.ADMIN, Role.STANDARD, Role.PREMIUM]),
    notExists(
      sql`(select 1 from ${bans} where ${bans.user_id} = ${users.id} and (${bans.forever} or ${bans.expiration_date} is null or ${bans.expiration_date} > now()))`,
    ),
  )!;

export const notificationsRepository = {
  async createRun(db: DbOrTx, values: { kind: string; allUsers: boolean; createdBy: number | null }) {
    const [row] = await db
      .insert(notificationRuns)
      .values({ kind: values.kind, all_users: values.allUsers, created_by: values.createdBy })
      .returning();
    return row!;
  },

  /** The run, locked until the caller's transaction ends: one batch at a time per run. */
  async lockRun(db: DbOrTx, id: number) {
    const [row] = await db.select().from(notificationRuns).where(eq(notificationRuns.id, id)).for('update');
    return row ?? null;
  },

  async advanceRun(db: DbOrTx, id: number, lastUserId: number, added: number) {
    await db
      .update(notificationRuns)
      .set({ last_user_id: lastUserId, queued: sql`${notificationRuns.queued} + ${added}` })
      .where(eq(notificationRuns.id, id));
  },

  async finishRun(db: DbOrTx, id: number) {
    await db
      .update(notificationRuns)
      .set({ finished_at: sql`now()` })
      .where(eq(notificationRuns.id, id));
  },

  /** The next batch of an announcement's recipients after `afterId`, in id order (keyset). */
  async announcementBatch(
    db: DbOrTx,
    opts: { allUsers: boolean; afterId: number; limit: number },
  ): Promise<Recipient[]> {
    return db
      .select({ id: users.id, email: users.email, firstname: users.firstname })
      .from(users)
      .where(
        and(gt(users.id, opts.afterId), reachable(), opts.allUsers ? undefined : eq(users.mailing, true)),
      )
      .orderBy(asc(users.id))
      .limit(opts.limit);
  },

  /** Subscribers not seen since `since` (or never), not yet reminded under `ref` (the month). */
  async platformReminderBatch(
    db: DbOrTx,
    opts: { since: Date; ref: string; limit: number },
  ): Promise<Recipient[]> {
    return db
      .select({ id: users.id, email: users.email, firstname: users.firstname })
      .from(users)
      .where(
        and(
          reachable(),
          eq(users.mailing, true),
          or(isNull(users.last_login), lt(users.last_login, opts.since)),
          notExists(
            sql`(select 1 from ${remindersSent} where ${remindersSent.user_id} = ${users.id} and ${remindersSent.kind} = 'remindplatform' and ${remindersSent.ref} = ${opts.ref})`,
          ),
        ),
      )
      .orderBy(asc(users.id))
      .limit(opts.limit);
  },

  /**
   * Marks reminders as sent and answers the user ids that were not marked before (ON CONFLICT
   * DO NOTHING): only those get an e-mail, so a job run twice mails nobody twice.
   */
  async markReminded(db: DbOrTx, kind: string, ref: string, userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .insert(remindersSent)
      .values(userIds.map((user_id) => ({ kind, ref, user_id })))
      .onConflictDoNothing()
      .returning({ user_id: remindersSent.user_id });
    return new Set(rows.map((row) => row.user_id));
  },

  /**
   * Whether this session already ran 'new regulations' (spec 2 §4: once per session). The session
   * row is locked until the caller's transaction ends, so two clicks at once cannot both pass.
   */
  async rejectedTosInSession(db: DbOrTx, userId: number, sessionId: number): Promise<boolean> {
    const [session] = await db
      .select({ created_at: sessions.created_at })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (!session) return false;
    const rows = await db
      .select({ id: settingsAudit.id })
      .from(settingsAudit)
      .where(
        and(
          eq(settingsAudit.subject, 'action'),
          eq(settingsAudit.user_id, userId),
          sql`${settingsAudit.changes} @> '[{"field":"reject_tos"}]'::jsonb`,
          sql`${settingsAudit.created_at} >= ${session.created_at}`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Everyone must accept the terms again (spec 2 §2.11), administrators included; deleted accounts stay as they are. */
  async rejectTos(db: DbOrTx): Promise<number> {
    const rows = await db
      .update(users)
      .set({ tos: false, updated_at: sql`now()` })
      .where(and(eq(users.tos, true), ne(users.role, Role.DELETED)))
      .returning({ id: users.id });
    return rows.length;
  },

  /** The unsubscribe link's effect: this user's mailing flag off (idempotent). */
  async unsubscribe(db: DbOrTx, userId: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ mailing: false, updated_at: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};
