import { AppError, Role, type ListPaging, type UserCode, type UserCodesResponse } from '@scena/shared';
import type { AppContext } from '../../context';
import type { AccessItemSource, ItemRef } from '../access';
import { usersRepository } from '../users';
import { activateCode, codeItem, type CodeForViewer } from './activation';
import { activationAdmissionFor } from './activation-admission';
import type { CodeRow, UserCodeRow } from './codes.table';
import { removeActivation } from './removal';
import { userCodesRepository } from './user-codes.repository';
import { presentUserCode } from './user-codes.presenter';

/** What the codes list needs from the catalogue (titles and slugs), handed in by app.ts. */
export type CodeItemNames = Pick<AccessItemSource, 'describe'>;

/**
 * The account page's codes (spec 1 §2, §7): list, activate, remove, for the owner or an
 * administrator (spec 3 §6). A deleted account has none (404), as for its other sections.
 */
export const createUserCodesService = (
  ctx: Pick<AppContext, 'db' | 'database' | 'config'>,
  items: CodeItemNames,
) => {
  const admitted = ctx.config.SPEED_OFF.includes('code-admission') ? null : activationAdmissionFor(ctx);
  const account = async (userId: number) => {
    const user = await usersRepository.findById(ctx.db, userId);
    if (!user || user.role === Role.DELETED) throw new AppError('NOT_FOUND', 'error.not_found');
    return user;
  };
  const present = async (rows: { activation: UserCodeRow; code: CodeRow }[]): Promise<UserCode[]> => {
    const refs = rows.map((row) => codeItem(row.code)).filter((ref): ref is ItemRef => ref !== null);
    const names = refs.length > 0 ? await items.describe(refs) : new Map();
    return rows.map((row) => presentUserCode(row.activation, row.code, names));
  };
  return {
    async list(userId: number, paging: ListPaging): Promise<UserCodesResponse> {
      await account(userId);
      const { rows, total } = await userCodesRepository.pageForUser(ctx.db, userId, paging);
      return { codes: await present(rows), total };
    },
    /** `caller`: the signed-in user; activating their own code needs no second read of the account. */
    async activate(userId: number, code: string, caller: { id: number }): Promise<UserCode> {
      const activate = async (checked?: CodeForViewer) => {
        if (caller.id !== userId) await account(userId);
        return activateCode(ctx.db, { userId, code }, checked);
      };
      const done = await (admitted ? admitted(code, userId, activate) : activate());
      const [answer] = await present([done]);
      return answer!;
    },
    async remove(userId: number, codeId: number): Promise<void> {
      await account(userId);
      await removeActivation(ctx.db, { userId, codeId });
    },
  };
};
