import { AppError, Role, type ListPaging, type UserCode, type UserCodesResponse } from '@scena/shared';
import type { AppContext } from '../../context';
import type { AccessItemSource, ItemRef } from '../access';
import { usersRepository } from '../users';
import { activateCode, codeItem } from './activation';
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
export const createUserCodesService = (ctx: Pick<AppContext, 'db'>, items: CodeItemNames) => {
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
    async activate(userId: number, code: string): Promise<UserCode> {
      await account(userId);
      const done = await activateCode(ctx.db, { userId, code });
      const [answer] = await present([done]);
      return answer!;
    },
    async remove(userId: number, codeId: number): Promise<void> {
      await account(userId);
      await removeActivation(ctx.db, { userId, codeId });
    },
  };
};
