import { randomBytes } from 'node:crypto';
import { Role } from '@scena/shared';
import type { AppContext } from '../src/context';
import { users, type UserRow } from '../src/modules/users/users.table';
import { hashPassword } from '../src/modules/users';

export const DEFAULT_TEST_PASSWORD = 'Haslo!2024';
let passwordHash: Promise<string> | null = null;

/** Inserts a user straight into the database (verified standard viewer unless told otherwise). */
export const createUser = async (
  ctx: AppContext,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> => {
  const { password, ...values } = overrides;
  const hashFor = password ? hashPassword(password) : (passwordHash ??= hashPassword(DEFAULT_TEST_PASSWORD));
  const unique = randomBytes(4).toString('hex');
  const role = values.role ?? Role.STANDARD;
  const [row] = await ctx.db
    .insert(users)
    .values({
      email:
        values.email ?? (role === Role.ADMIN ? `admin-${unique}@teatr.test` : `viewer-${unique}@example.com`),
      firstname: 'Jan',
      lastname: 'Kowalski',
      password_hash: await hashFor,
      birthday: '1990-05-17',
      country_code: 'PL',
      tos: true,
      verified_at: role === Role.UNVERIFIED ? null : new Date(),
      ...values,
      role,
    })
    .returning();
  return row!;
};

/** Starts a real session for the user and returns the x-auth-token value. */
export const signIn = (ctx: AppContext, user: UserRow, remember = false): Promise<string> =>
  ctx.sessions.start(user, { remember, ip: '127.0.0.1', userAgent: 'vitest' });

/** A header object for app.inject. */
export const auth = (token: string) => ({ 'x-auth-token': token });

/** The four callers every per-user endpoint is tested with (guest, another viewer, the owner, an admin: every per-user or admin endpoint is tested with them). */
export const createCallers = async (ctx: AppContext) => {
  const owner = await createUser(ctx);
  const other = await createUser(ctx);
  const admin = await createUser(ctx, { role: Role.ADMIN });
  return {
    owner,
    other,
    admin,
    tokens: {
      owner: await signIn(ctx, owner),
      other: await signIn(ctx, other),
      admin: await signIn(ctx, admin),
    },
  };
};

/** The x-auth-token values of createCallers' owner, other user and admin. */
export type CallerTokens = Awaited<ReturnType<typeof createCallers>>['tokens'];
