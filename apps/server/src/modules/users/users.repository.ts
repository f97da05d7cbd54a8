import { and, eq, ne, sql } from 'drizzle-orm';
import { Role } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { users, type NewUserRow, type UserRow } from './users.table';

/** Columns a profile update may touch (never id, created_at, login data). */
export type UserChanges = Partial<
  Pick<
    NewUserRow,
    | 'email'
    | 'firstname'
    | 'lastname'
    | 'password_hash'
    | 'birthday'
    | 'country_code'
    | 'mailing'
    | 'tos'
    | 'role'
    | 'street'
    | 'postal_code'
    | 'city'
    | 'state'
    | 'nip'
    | 'company'
    | 'verified_at'
  >
>;

export const usersRepository = {
  async findById(db: DbOrTx, id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  /** E-mails are stored lower-cased; deleted accounts never match (their e-mail is anonymised anyway). */
  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), ne(users.role, Role.DELETED)))
      .limit(1);
    return row ?? null;
  },

  async emailTaken(db: DbOrTx, email: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        exceptId
          ? and(eq(users.email, email.toLowerCase()), ne(users.id, exceptId))
          : eq(users.email, email.toLowerCase()),
      )
      .limit(1);
    return Boolean(row);
  },

  async insert(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
    const [row] = await db
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning();
    return row!;
  },

  async update(db: DbOrTx, id: number, changes: UserChanges): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({
        ...changes,
        ...(changes.email ? { email: changes.email.toLowerCase() } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  },

  /** Unverified → standard on a proven address; other roles (premium, admin) stay as they are. */
  async markVerified(db: DbOrTx, id: number): Promise<void> {
    await db
      .update(users)
      .set({
        verified_at: sql`coalesce(${users.verified_at}, now())`,
        role: sql`case when ${users.role} = ${Role.UNVERIFIED} then ${Role.STANDARD} else ${users.role} end`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, id));
  },

  /** `language`: the interface language the viewer signed in with (their e-mails follow it). */
  async recordLogin(
    db: DbOrTx,
    id: number,
    ip: string | null,
    country: string | null,
    language?: string,
  ): Promise<void> {
    await db
      .update(users)
      .set({ last_login: sql`now()`, last_ip: ip, last_country: country, ...(language ? { language } : {}) })
      .where(eq(users.id, id));
  },

  /** Deleted accounts keep no trace of where they signed in from. */
  async anonymiseLoginData(db: DbOrTx, id: number): Promise<void> {
    await db.update(users).set({ last_ip: null, last_country: null }).where(eq(users.id, id));
  },
};
