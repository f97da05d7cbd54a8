import { isAdminRole } from '@scena/shared';
import type { UserRow } from '../users';

export const isAdmin = (user: UserRow | null): boolean => !!user && isAdminRole(user.role);

/**
 * May this caller receive what is sold for an item: video_link, accessibility_video,
 * autodesc_video and vimeo_chat (and the same fields of translations)? Today only administrators;
 * the access issue (purchases, codes, premium, free items) will decide here, in one place.
 * Public reads are cached per viewer class (route option `cache`, ARCHITECTURE.md "The public read
 * path"): once this depends on the viewer, signed-in viewers' reads must leave that cache.
 */
export const canSeeMedia = (user: UserRow | null, _item: { kind: 'video' | 'event'; id: number }): boolean => isAdmin(user);
