/** Content: app configuration and static pages (slides are in the catalogue). */
export { appConfigRoutes } from './app-config.routes';
export { pagesRoutes } from './pages.routes';
export { createAppConfigService, APP_CONFIG_FRESH_MS, type AppConfigService } from './app-config.service';
export { auditRepository, type AuditActor } from './audit.repository';
export { settingsAudit, type AuditChange } from './audit.table';
export { toAuditEntry } from './audit.service';
export { createPagesService, type PagesService } from './pages.service';
export { pages, type PageRow } from './pages.table';
export { searchPages } from './pages-search';
export { appConfigEntries } from './app-config.table';
export { appConfigRepository } from './app-config.repository';
