import { isAdminRole, Role } from '@scena/shared';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createBatcher } from '../../lib/batch';
import { withEffectiveRole, type UserRow } from '../users';
import type { SessionRow } from './auth.table';
import { sessionRepository } from './session.repository';
import { hashToken, newToken } from './tokens';

const HOUR = 3_600_000;
const TOUCH_EVERY_MS = 60_000;

export type SessionFailure = 'missing' | 'ended' | 'replaced' | 'blocked';
export type ResolvedSession =
  { ok: true; user: UserRow; session: SessionRow } | { ok: false; reason: SessionFailure };

/** Idle and absolute lifetimes (README documents them): admins short, remember-me long. */
export const sessionLifetimes = (config: Config, admin: boolean, remember: boolean) => {
  if (admin)
    return {
      idleMs: config.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: config.ADMIN_SESSION_ABSOLUTE_HOURS * HOUR,
    };
  if (remember)
    return {
      idleMs: config.SESSION_REMEMBER_IDLE_HOURS * HOUR,
      absoluteMs: config.SESSION_REMEMBER_ABSOLUTE_HOURS * HOUR,
    };
  return { idleMs: config.SESSION_IDLE_HOURS * HOUR, absoluteMs: config.SESSION_ABSOLUTE_HOURS * HOUR };
};

/**
 * Sessions (CONTEXT.md): started at sign-in, resolved on every request by the auth-session plugin,
 * ended by logout, a new sign-in, a ban, deletion or a password change. Built before the other
 * services (it is part of AppContext), so it takes only the database and configuration.
 */
export const createSessionService = ({ db, config }: Pick<AppContext, 'db' | 'config'>) => {
  // Every request resolves its session: the lookups of requests that arrive while one is under
  // way go together in the next statement (lib/batch.ts), so a burst (a ticket rush) costs a few
  // statements, not one per request. Each is still read after its request arrived.
  const lookup = createBatcher(
    (_all: 'sessions', hashes: string[]) => sessionRepository.findManyByHashWithUser(db, hashes),
    config,
  );
  // The once-a-minute slide of the idle window, batched the same way (per idle length).
  const touch = createBatcher(async (idleMs: number, ids: number[]) => {
    await sessionRepository.touchMany(db, ids, idleMs);
    return new Map<number, never>();
  }, config);
  return {
    /**
     * Starts a session and ends every other one of the user (one active session per user): the
     * old device learns 'anotherUser' on its next call.
     */
    async start(user: UserRow, options: { remember: boolean; ip: string | null; userAgent: string | null }) {
      const token = newToken();
      const admin = isAdminRole(withEffectiveRole(user, config.ADMIN_EMAIL_DOMAINS).role);
      const { idleMs, absoluteMs } = sessionLifetimes(config, admin, options.remember);
      const now = Date.now();
      await inTransaction(db, async (tx) => {
        await sessionRepository.revokeAllForUser(tx, user.id, 'replaced');
        await sessionRepository.insert(tx, {
          user_id: user.id,
          token_hash: hashToken(token),
          remember: options.remember,
          ip: options.ip,
          user_agent: options.userAgent?.slice(0, 400) ?? null,
          idle_expires_at: new Date(now + idleMs),
          absolute_expires_at: new Date(now + absoluteMs),
        });
      });
      return token;
    },

    async resolve(token: string | undefined): Promise<ResolvedSession> {
      if (!token) return { ok: false, reason: 'missing' };
      const found = await lookup('sessions', hashToken(token));
      if (!found) return { ok: false, reason: 'ended' };
      const { session } = found;
      // The role the product honours: admin-role accounts outside ADMIN_EMAIL_DOMAINS act as viewers.
      const user = withEffectiveRole(found.user, config.ADMIN_EMAIL_DOMAINS);
      if (session.revoked_at) {
        if (session.revoked_reason === 'replaced') return { ok: false, reason: 'replaced' };
        if (session.revoked_reason === 'banned') return { ok: false, reason: 'blocked' };
        return { ok: false, reason: 'ended' };
      }
      const now = Date.now();
      if (session.idle_expires_at.getTime() <= now || session.absolute_expires_at.getTime() <= now) {
        return { ok: false, reason: 'ended' };
      }
      if (user.role === Role.DELETED) return { ok: false, reason: 'ended' };
      if (now - session.last_seen_at.getTime() > TOUCH_EVERY_MS) {
        const { idleMs } = sessionLifetimes(config, isAdminRole(user.role), session.remember);
        await touch(idleMs, session.id);
      }
      return { ok: true, user, session };
    },

    async end(sessionId: number, reason = 'logout') {
      await sessionRepository.revoke(db, sessionId, reason);
    },

    /** Ends the session a raw token belongs to (logout with the token in the body); unknown tokens are ignored. */
    async endByToken(token: string, reason = 'logout') {
      const id = await sessionRepository.findIdByHash(db, hashToken(token));
      if (id !== null) await sessionRepository.revoke(db, id, reason);
    },

    /** Ends every session of a user at once (ban, deletion, password reset), inside the caller's transaction if given. */
    async endAllForUser(userId: number, reason: string, tx: DbOrTx = db) {
      await sessionRepository.revokeAllForUser(tx, userId, reason);
    },

    /** Ends all sessions of the user but `keepId` (null: all of them), e.g. after a password change. */
    async endOthers(userId: number, keepId: number | null, reason: string, tx: DbOrTx = db) {
      if (keepId === null) await sessionRepository.revokeAllForUser(tx, userId, reason);
      else await sessionRepository.revokeOthersForUser(tx, userId, keepId, reason);
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
