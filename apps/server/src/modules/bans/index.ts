/** Bans: who may not sign in or watch, and until when. Admin endpoints come with the admin users issue. */
export { bans, DEFAULT_BAN_REASON, type BanRow } from './bans.table';
export { createBanService, type BanService, type BanInput } from './bans.service';
export { bansOfUser, isBanActive } from './bans-of-user';
