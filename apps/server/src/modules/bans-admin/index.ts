/**
 * The administrators' ban calls (POST/GET/DELETE /api/bans). Above users and bans: the facts every
 * other module reads (who is banned) stay in modules/bans, which imports nothing.
 */
export { bansAdminRoutes } from './bans-admin.routes';
