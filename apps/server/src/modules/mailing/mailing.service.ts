import { AppError, Role, type MailingResponse } from '@scena/shared';
import type { AppContext } from '../../context';
import { usersRepository } from '../users';

const notFound = () => new AppError('NOT_FOUND', 'error.not_found');

/**
 * The mailing flag of one account (spec 1 §3, §7): read, subscribe (POST), unsubscribe (DELETE).
 * A deleted account has no mailing (404), so its anonymised row cannot be subscribed again.
 */
export const createMailingService = (ctx: Pick<AppContext, 'db'>) => {
  const find = async (userId: number) => {
    const user = await usersRepository.findById(ctx.db, userId);
    if (!user || user.role === Role.DELETED) throw notFound();
    return user;
  };
  const set = async (userId: number, mailing: boolean): Promise<MailingResponse> => {
    await find(userId);
    const row = await usersRepository.update(ctx.db, userId, { mailing });
    if (!row) throw notFound();
    return { mailing: row.mailing };
  };
  return {
    async get(userId: number): Promise<MailingResponse> {
      return { mailing: (await find(userId)).mailing };
    },
    subscribe: (userId: number) => set(userId, true),
    unsubscribe: (userId: number) => set(userId, false),
  };
};
