/** Users: the account row, its repository and the own-account routes. */
export { users, lowerEmail, type UserRow, type NewUserRow } from './users.table';
export { usersRepository, type UserChanges } from './users.repository';
export { toPublicUser } from './user.presenter';
export { effectiveRole, withEffectiveRole, isTrustedAdminEmail, emailDomain } from './effective-role';
export {
  ARGON2_OPTIONS,
  hashPassword,
  verifyPassword,
  dummyPasswordHash,
  NO_PASSWORD,
} from './password-hash';
export { assertNotCommonPassword, isCommonPassword } from './common-passwords';
export { usersRoutes } from './users.routes';
