import { isAdminRole } from '@scena/shared';
import type { AppContext } from '../../context';
import { effectiveRole, usersRepository } from '../users';

/**
 * The access port of playback: may this user watch the hosted video with this provider id? The
 * answer belongs to the access module (purchases, codes, premium, free items); until it lands on
 * this branch only administrators may (the same rule as canSeeMedia in the catalogue). Then this
 * resolves the videos whose media fields hold the id and asks the access module about each.
 */
export const createWatchAccess = (ctx: Pick<AppContext, 'db' | 'config'>) => ({
  async canWatchHostedVideo(userId: number, _providerId: string): Promise<boolean> {
    const user = await usersRepository.findById(ctx.db, userId);
    return !!user && isAdminRole(effectiveRole(user, ctx.config.ADMIN_EMAIL_DOMAINS));
  },
});
