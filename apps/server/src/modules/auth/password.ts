/** Password hashing lives in the users module (the credential is a user field); kept here for callers that think of it as auth. */
export { ARGON2_OPTIONS, hashPassword, verifyPassword, dummyPasswordHash } from '../users';
