import { guestItemAccess, isAdminRole, type ItemAccess } from '@scena/shared';
import type { UserRow } from '../users';

export const isAdmin = (user: UserRow | null): boolean => !!user && isAdminRole(user.role);

/**
 * The viewer's access to an item as the answers carry it (itemAccessFields). Administrators may
 * watch everything; the access module takes this decision over (purchases, codes, premium, free).
 */
export const itemAccessFor = (user: UserRow | null, _item: { kind: 'video' | 'event'; id: number }): ItemAccess => {
  if (!user) return guestItemAccess;
  if (isAdmin(user)) return { ...guestItemAccess, access: true, can_watch: true, access_reason: null, access_source: 'admin' };
  return { ...guestItemAccess, access_reason: 'no_access' };
};
