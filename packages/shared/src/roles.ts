/**
 * Numeric role ids (spec 1 §3, spec 3 §4): 2 standard, 3 premium, 4 unverified, 5 deleted,
 * any other value is an administrator. We store 1 for administrators.
 */
export const Role = {
  ADMIN: 1,
  STANDARD: 2,
  PREMIUM: 3,
  UNVERIFIED: 4,
  DELETED: 5,
} as const;

export type RoleId = number;

export const isAdminRole = (role: RoleId): boolean =>
  role !== Role.STANDARD && role !== Role.PREMIUM && role !== Role.UNVERIFIED && role !== Role.DELETED;

export const roleName = (role: RoleId): 'admin' | 'user' | 'premium' | 'unverified' | 'deleted' => {
  switch (role) {
    case Role.STANDARD:
      return 'user';
    case Role.PREMIUM:
      return 'premium';
    case Role.UNVERIFIED:
      return 'unverified';
    case Role.DELETED:
      return 'deleted';
    default:
      return 'admin';
  }
};
