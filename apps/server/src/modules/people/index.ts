/** People: the admin user list and user detail, composed from users, orders, bans and the audit log (CONTEXT.md). */
export { peopleRoutes } from './people.routes';
