import { AppError, isAdminRole } from '@scena/shared';
import type { AppContext } from '../../context';
import { createAccessService, type AccessItem } from '../access';
import { createBanService } from '../bans';
import { createCatalogAccessItems } from '../catalog';
import { effectiveRole, usersRepository, type UserRow } from '../users';
import { watchAccessRepository } from './watch-access.repository';

/**
 * The access port of playback: may this user watch the hosted video with this provider id? The
 * answer is the access module's (decideAccess: purchases, codes, premium, free items, dates,
 * country, age, bans): the user may if any video or event whose media fields hold the id (in the
 * original or a translation; an event through its video) is allowed now, or if the id is the
 * teaser of a visible video. Administrators always may.
 */
export const createWatchAccess = (ctx: AppContext) => {
  const access = createAccessService(ctx);
  const bans = createBanService(ctx);
  const items = createCatalogAccessItems(ctx);

  /** The allowed item holding the id, preferring one the user holds an access row for. */
  const allowedItem = async (user: UserRow, providerId: string, country: string | null, banned = false) => {
    const refs = await watchAccessRepository.referencingItems(ctx.db, providerId);
    const found = await Promise.all(refs.map(async (ref) => ({ ref, item: await items.find(ref, user) })));
    const candidates = found.filter((c): c is typeof c & { item: AccessItem } => c.item !== null);
    if (candidates.length === 0) return null;
    const decisions = await access.decideMany(
      { user, country, banned },
      candidates.map((c) => c.item),
    );
    const allowed = candidates.filter((c) => decisions.get(`${c.ref.kind}:${c.ref.id}`)?.allowed);
    return allowed.find((c) => decisions.get(`${c.ref.kind}:${c.ref.id}`)?.holding) ?? allowed[0] ?? null;
  };

  return {
    /**
     * The re-check of every playlist and progressive request (userId 0 is a guest). It reads the
     * stored user and their ban: a media address outlives the session a ban ended.
     */
    async canWatchHostedVideo(
      userId: number,
      providerId: string,
      country: string | null = null,
    ): Promise<boolean> {
      const found = userId > 0 ? await usersRepository.findById(ctx.db, userId) : null;
      const user = found ? { ...found, role: effectiveRole(found, ctx.config.ADMIN_EMAIL_DOMAINS) } : null;
      if (user && isAdminRole(user.role)) return true;
      if (await watchAccessRepository.isTeaserOfVisibleVideo(ctx.db, providerId)) return true;
      if (!user) return false;
      const banned = (await bans.activeBan(user.id)) !== null;
      return (await allowedItem(user, providerId, country, banned)) !== null;
    },

    /**
     * Before media addresses are handed out (GET /api/vimeo/{id}/playback): the same start as the
     * player's POST …/playback, through the access module (validity clock, view, IP limit), for
     * the item that allows it. Teasers and administrators start nothing. Throws when refused.
     */
    async startWatching(user: UserRow | null, providerId: string, country: string | null, ip: string) {
      if (user && isAdminRole(user.role)) return;
      const chosen = user ? await allowedItem(user, providerId, country) : null;
      if (user && chosen) {
        await access.startPlayback({ user, country }, chosen.item, chosen.ref.version, ip);
        return;
      }
      if (await watchAccessRepository.isTeaserOfVisibleVideo(ctx.db, providerId)) return;
      throw new AppError('FORBIDDEN', 'hosted_video.no_access');
    },
  };
};
