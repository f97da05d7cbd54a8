import type { output } from 'zod';
import { AppError, isAdminRole, Role, type PublicUser, type updateUserBody } from '@scena/shared';
import type { AppContext } from '../../context';
import { auditRepository, type AuditChange } from '../content';
import { inTransaction } from '../../db/transaction';
import { assertNotCommonPassword } from './common-passwords';
import { hashPassword, NO_PASSWORD, verifyPassword } from './password-hash';
import { isTrustedAdminEmail, withEffectiveRole } from './effective-role';
import { toPublicUser } from './user.presenter';
import { usersRepository, type UserChanges } from './users.repository';
import type { UserRow } from './users.table';

export type UpdateUserInput = output<typeof updateUserBody>;
/** Who is asking: the signed-in user (already with the effective role) and their session. */
export interface Caller {
  user: UserRow;
  sessionId: number | null;
}

const actorOf = (caller: Caller) => ({ id: caller.user.id, email: caller.user.email });

const notFound = () => new AppError('NOT_FOUND', 'error.not_found');

/**
 * An owner changing their own password proves they know the current one (ASVS 6.2.3): a session
 * left open on a shared computer must not be enough to take the account over.
 */
const assertCurrentPassword = async (owner: UserRow, password: string | undefined): Promise<void> => {
  if (password === undefined) {
    throw new AppError('VALIDATION', 'form.validate.invalid', {
      formError: { password: 'users.current_password_required' },
    });
  }
  if (!(await verifyPassword(owner.password_hash, password))) {
    throw new AppError('VALIDATION', 'form.validate.invalid', {
      formError: { password: 'users.current_password_wrong' },
    });
  }
};

export const createUsersService = (ctx: AppContext) => {
  const domains = ctx.config.ADMIN_EMAIL_DOMAINS;
  const present = (row: UserRow): PublicUser => toPublicUser(withEffectiveRole(row, domains));

  const load = async (id: number): Promise<UserRow> => {
    const row = await usersRepository.findById(ctx.db, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    async get(id: number): Promise<PublicUser> {
      return present(await load(id));
    },

    /**
     * PUT /api/users/{id}. Owners change their own data; e-mail and role are admin-only (a
     * non-admin who sends a different value gets 403 and nothing is stored). The owner's new
     * password needs the current one (an administrator setting another user's does not). A new password ends
     * the user's other sessions (ASVS 7.4.3); the caller's own session stays when they are the owner.
     */
    async update(id: number, input: UpdateUserInput, caller: Caller): Promise<PublicUser> {
      const target = await load(id);
      const admin = isAdminRole(caller.user.role);
      const emailChange = input.email !== undefined && input.email !== target.email;
      const roleChange = input.role !== undefined && input.role !== target.role;
      if (!admin && (emailChange || roleChange)) throw new AppError('FORBIDDEN', 'users.admin_only_fields');
      if (target.role === Role.DELETED) throw notFound();

      const changes: UserChanges = {
        firstname: input.firstname,
        lastname: input.lastname,
        country_code: input.country_code,
      };
      for (const key of [
        'birthday',
        'mailing',
        'street',
        'postal_code',
        'city',
        'state',
        'nip',
        'company',
      ] as const) {
        if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
      }
      const email = emailChange ? input.email! : target.email;
      if (emailChange) {
        if (await usersRepository.emailTaken(ctx.db, email, target.id)) {
          throw new AppError('CONFLICT', 'users.email_taken', { formError: { email: 'users.email_taken' } });
        }
        changes.email = email;
      }
      if (roleChange) {
        // Deleting is its own call (it anonymises); the role select cannot do it half-way.
        if (input.role === Role.DELETED) {
          throw new AppError('VALIDATION', 'form.validate.invalid', {
            formError: { role: 'form.validate.invalid_value' },
          });
        }
        if (isAdminRole(input.role!) && !isTrustedAdminEmail(email, domains)) {
          throw new AppError('VALIDATION', 'users.admin_domain_only', {
            formError: { role: 'users.admin_domain_only' },
          });
        }
        changes.role = input.role!;
      }
      if (input.newpassword) {
        if (caller.user.id === target.id) await assertCurrentPassword(target, input.password);
        assertNotCommonPassword(input.newpassword, 'newpassword');
        changes.password_hash = await hashPassword(input.newpassword);
      }

      const audited: AuditChange[] = [];
      if (admin && changes.email !== undefined)
        audited.push({ field: 'email', old: target.email, new: email });
      if (admin && changes.role !== undefined)
        audited.push({ field: 'role', old: target.role, new: changes.role });

      const updated = await inTransaction(ctx.db, async (tx) => {
        const row = await usersRepository.update(tx, target.id, changes);
        if (audited.length > 0)
          await auditRepository.recordUserChange(tx, target.id, actorOf(caller), audited);
        if (input.newpassword) {
          const keep = caller.user.id === target.id ? caller.sessionId : null;
          await ctx.sessions.endOthers(target.id, keep, 'password_changed', tx);
        }
        return row;
      });
      if (!updated) throw notFound();
      return present(updated);
    },

    /**
     * DELETE /api/users/{id}: anonymise, mark deleted (5) and end every session. Orders and other
     * accounting records keep pointing at the row, so it is never removed.
     */
    async remove(id: number, caller: Caller): Promise<void> {
      const target = await load(id);
      await inTransaction(ctx.db, async (tx) => {
        // The entry keeps the address the account had: after anonymising, nothing else does.
        if (isAdminRole(caller.user.role)) {
          await auditRepository.recordUserChange(tx, target.id, actorOf(caller), [
            { field: 'deleted', old: target.email, new: true },
          ]);
        }
        await usersRepository.update(tx, target.id, {
          email: `deleted-${target.id}@deleted.invalid`,
          firstname: 'Usunięty',
          lastname: 'Usunięty',
          password_hash: NO_PASSWORD,
          birthday: null,
          mailing: false,
          street: null,
          postal_code: null,
          city: null,
          state: null,
          nip: null,
          company: null,
          role: Role.DELETED,
        });
        await usersRepository.anonymiseLoginData(tx, target.id);
        await ctx.sessions.endAllForUser(target.id, 'deleted', tx);
      });
    },

    async acceptTos(id: number): Promise<{ accept_tos: boolean }> {
      const row = await usersRepository.update(ctx.db, (await load(id)).id, { tos: true });
      return { accept_tos: row?.tos ?? true };
    },

    async tosStatus(id: number): Promise<{ accept_tos: boolean }> {
      return { accept_tos: (await load(id)).tos };
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
