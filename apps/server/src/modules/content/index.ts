/** Content: app configuration and static pages (slides are in the catalogue). */
export { appConfigRoutes } from './app-config.routes';
export { pagesRoutes } from './pages.routes';
export { getAppConfig, updateAppConfig, APP_CONFIG_CACHE_MS } from './app-config.service';
export { getPage } from './pages.service';
export { pages, type PageRow } from './pages.table';
