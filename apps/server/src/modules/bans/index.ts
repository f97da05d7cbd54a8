/**
 * Bans, the facts: who may not sign in or watch, and until when (CONTEXT.md). Sign-in, access,
 * notifications and the user page read them here; the admin calls (POST/GET/DELETE /api/bans)
 * are in modules/bans-admin, above users, so this module imports no other.
 */
export { bans, DEFAULT_BAN_REASON, type BanRow } from './bans.table';
export { createBanService, type BanService, type BanInput } from './bans.service';
export { bansRepository, banInForce } from './bans.repository';
export { toBan, type BannedAccount } from './bans.presenter';
export { banUntilText, mailLanguage } from './ban-mail';
export { bansOfUser, isBanActive } from './bans-of-user';
