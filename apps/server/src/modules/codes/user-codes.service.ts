import { AppError, Role, type ListPaging, type UserCode, type UserCodesResponse } from '@scena/shared';
import type { AppContext } from '../../context';
import type { AccessItemSource, ItemRef } from '../access';
import { createGate } from '../../lib/gate';
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
export const createUserCodesService = (
  ctx: Pick<AppContext, 'db' | 'database' | 'config'>,
  items: CodeItemNames,
) => {
  // The code rush (1,000 viewers typing a 100-use code at once): activations take turns at a gate
  // as wide as the pool (lib/gate.ts; PGlite: 4), so the first ones finish and use the code up
  // while the rest wait, and each of those is then refused by its one read instead of all of them
  // reading "uses left" before anyone wrote. It only orders the load: the guarded update decides.
  // SPEED_OFF=code-admission runs every activation at once (what `npm run bench:codes` compares).
  const gate = ctx.config.SPEED_OFF.includes('code-admission')
    ? null
    : createGate(ctx.database.kind === 'postgres' ? ctx.config.DATABASE_POOL_MAX : 4);
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
      const activate = async () => {
        await account(userId);
        return activateCode(ctx.db, { userId, code });
      };
      const done = await (gate ? gate.run(activate) : activate());
      const [answer] = await present([done]);
      return answer!;
    },
    async remove(userId: number, codeId: number): Promise<void> {
      await account(userId);
      await removeActivation(ctx.db, { userId, codeId });
    },
  };
};
