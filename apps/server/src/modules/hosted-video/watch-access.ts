import { isAdminRole } from '@scena/shared';
import type { AppContext } from '../../context';
import { createAccessService } from '../access';
import { createCatalogAccessItems } from '../catalog';
import { effectiveRole, usersRepository } from '../users';
import { watchAccessRepository } from './watch-access.repository';

/**
 * The access port of playback: may this user watch the hosted video with this provider id? The
 * answer is the access module's (decideAccess: purchases, codes, premium, free items, dates,
 * country, age): the user may if any video or event whose media fields hold the id (in the
 * original or a translation; an event through its video) is allowed now, or if the id is the
 * teaser of a visible video. Administrators always may.
 */
export const createWatchAccess = (ctx: AppContext) => {
  const access = createAccessService(ctx);
  const items = createCatalogAccessItems(ctx);
  return {
    /** userId 0 is a guest. */
    async canWatchHostedVideo(
      userId: number,
      providerId: string,
      country: string | null = null,
    ): Promise<boolean> {
      // The three lookups at once: every playback and playlist refresh asks, and one after another
      // they were the longest step of watch mode on the premiere bench (bench/NOTES.md).
      const [found, teaser, { videoIds, eventIds }] = await Promise.all([
        userId > 0 ? usersRepository.findById(ctx.db, userId) : null,
        watchAccessRepository.isTeaserOfVisibleVideo(ctx.db, providerId),
        watchAccessRepository.referencingItems(ctx.db, providerId),
      ]);
      const user = found ? { ...found, role: effectiveRole(found, ctx.config.ADMIN_EMAIL_DOMAINS) } : null;
      if (user && isAdminRole(user.role)) return true;
      if (teaser) return true;
      if (!user) return false;
      const refs = [
        ...videoIds.map((id) => ({ kind: 'video' as const, id })),
        ...eventIds.map((id) => ({ kind: 'event' as const, id })),
      ];
      const candidates = (await Promise.all(refs.map((ref) => items.find(ref, user)))).filter(
        (item) => item !== null,
      );
      if (candidates.length === 0) return false;
      const decisions = await access.decideMany({ user, country }, candidates);
      return [...decisions.values()].some((decision) => decision.allowed);
    },
  };
};
