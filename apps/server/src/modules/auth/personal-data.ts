import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from './auth.table';

/** A viewer's sign-ins (sessions) with their IPs and devices; never the token's hash. */
export const signInsPersonalData = (db: DbOrTx, userId: number) =>
  db
    .select({
      started_at: sessions.created_at,
      ip: sessions.ip,
      user_agent: sessions.user_agent,
      remember: sessions.remember,
      last_seen_at: sessions.last_seen_at,
      ended_at: sessions.revoked_at,
      ended_reason: sessions.revoked_reason,
    })
    .from(sessions)
    .where(eq(sessions.user_id, userId))
    .orderBy(asc(sessions.id));
