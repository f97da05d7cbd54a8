import type { Ban } from '@scena/shared';
import type { BanRow } from './bans.table';

/** The banned account's facts a Ban row shows (spec 3 §3 "Ban"). */
export interface BannedAccount {
  firstname: string;
  lastname: string;
  email: string;
  country_code: string;
}

/** A ban row and its account → the spec's Ban plus when, by whom and whether in force now. */
export const toBan = (row: BanRow & { active: boolean }, account: BannedAccount): Ban => ({
  id: row.id,
  user_id: row.user_id,
  firstname: account.firstname,
  lastname: account.lastname,
  email: account.email,
  country_code: account.country_code,
  reason: row.reason,
  expiration_date: row.expiration_date?.toISOString() ?? null,
  forever: row.forever,
  created_at: row.created_at.toISOString(),
  created_by: row.created_by,
  automatic: row.automatic,
  active: Boolean(row.active),
});
