import { AppError, Role, type Ban, type BanSortField, type ListQuery } from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { banUntilText, bansRepository, createBanService, mailLanguage, toBan, type BanRow } from '../bans';
import { auditRepository, type AuditActor } from '../content';
import { usersRepository } from '../users';
import { bansListRepository, type BanFilters, type ListedBanRow } from './bans-list.repository';

export interface CreateBanInput {
  user_id: number;
  reason: string;
  /** ISO instant (the contract checked it is ahead), or null when `forever`. */
  expiration_date: string | null;
  forever: boolean;
  send_email: boolean;
}

const present = (row: ListedBanRow): Ban => toBan({ ...row.ban, active: row.active }, row);

/** What the audit log keeps of a ban (who banned and lifted is the entry's author). */
const auditedBan = (ban: BanRow) => ({
  id: ban.id,
  reason: ban.reason,
  expiration_date: ban.expiration_date?.toISOString() ?? null,
  forever: ban.forever,
  automatic: ban.automatic,
});

/**
 * The administrators' ban calls (spec 3 §7): ban (ends every session at once, optionally e-mails
 * the user in their language through the outbox), list, lift. Each ban and lift is one transaction
 * with its audit entry (subject 'user', the banned account's id).
 */
export const createBansAdminService = (ctx: AppContext) => {
  const facts = createBanService(ctx);
  const contactLink = new URL('/kontakt', ctx.config.PUBLIC_URL).toString();

  const listed = async (id: number): Promise<Ban> => {
    const row = await bansListRepository.find(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', 'bans.not_found');
    return present(row);
  };

  return {
    async create(input: CreateBanInput, actor: AuditActor): Promise<Ban> {
      const user = await usersRepository.findById(ctx.db, input.user_id);
      if (!user || user.role === Role.DELETED)
        throw new AppError('VALIDATION', 'bans.validate.user', {
          formError: { user_id: 'bans.validate.user' },
        });
      if (user.id === actor.id) throw new AppError('CONFLICT', 'bans.self_target');
      const expiration = input.forever || !input.expiration_date ? null : new Date(input.expiration_date);
      const ban = await inTransaction(ctx.db, async (tx) => {
        const row = await facts.banUser(
          user.id,
          { reason: input.reason, expiration_date: expiration, forever: input.forever, created_by: actor.id },
          tx,
        );
        await auditRepository.recordUserChange(tx, user.id, actor, [
          { field: 'ban', old: null, new: auditedBan(row) },
        ]);
        if (input.send_email) {
          const lang = mailLanguage(user.language);
          await ctx.mailer.enqueue(tx, {
            to: user.email,
            template: 'ban_notice',
            lang,
            data: {
              firstname: user.firstname,
              reason: row.reason,
              until: banUntilText(lang, row.forever ? null : row.expiration_date),
              link: contactLink,
            },
          });
        }
        return row;
      });
      return listed(ban.id);
    },

    async page(query: ListQuery<BanSortField, BanFilters>): Promise<{ bans: Ban[]; total: number }> {
      const { items, total } = await bansListRepository.page(ctx.db, query.filters, query);
      return { bans: items.map(present), total };
    },

    /** Lifting restores sign-in at once (the ban is no longer in force); the row stays as history. */
    async lift(id: number, actor: AuditActor): Promise<Ban> {
      await inTransaction(ctx.db, async (tx) => {
        const row = await bansRepository.lift(tx, id, actor.id);
        if (!row) throw new AppError('NOT_FOUND', 'bans.not_found');
        await auditRepository.recordUserChange(tx, row.user_id, actor, [
          { field: 'unban', old: auditedBan(row), new: null },
        ]);
      });
      return listed(id);
    },
  };
};
