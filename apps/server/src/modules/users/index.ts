/** Users: the account row, its repository and the own-account routes. */
export { users, lowerEmail, type UserRow, type NewUserRow } from './users.table';
export { usersRepository, type UserChanges } from './users.repository';
export { toPublicUser, effectiveRole, withEffectiveRole, isTrustedAdminEmail, emailDomain } from './public-user';
export { ARGON2_OPTIONS, hashPassword, verifyPassword, dummyPasswordHash, NO_PASSWORD } from './password';
export { assertNotCommonPassword, isCommonPassword } from './common-passwords';
export { usersRoutes } from './users.routes';
