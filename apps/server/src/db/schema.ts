/**
 * The schema index: every module's table file is re-exported here so drizzle-kit and the typed
 * client see the whole database. Add one line per new `<feature>.table.ts`.
 */
export * from '../modules/users/users.table';
export * from '../modules/auth/auth.table';
export * from '../modules/bans/bans.table';
export * from '../adapters/mailer/outbox.table';
export * from '../modules/catalog/catalog.table';
export * from '../modules/content/app-config.table';
export * from '../modules/content/pages.table';
export * from '../modules/access/access.table';
export * from '../modules/content/audit.table';
export * from '../modules/notifications/notifications.table';
export * from './public-data-version.table';
export * from '../modules/hosted-video/hosted-video.table';
export * from '../adapters/video-host/local/uploads.table';
export * from '../adapters/payments/sandbox/sandbox.table';
export * from '../modules/orders/orders.table';
export * from '../modules/codes/codes.table';
export * from '../modules/tickets/tickets.table';
export * from '../modules/data-export/data-export.table';
