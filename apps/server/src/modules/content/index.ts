/** Content: app configuration and static pages (slides join here). */
export { appConfigRoutes } from './app-config.routes';
export { pagesRoutes } from './pages.routes';
export { getAppConfig, updateAppConfig, APP_CONFIG_CACHE_MS } from './app-config.service';
export { getPage } from './pages.service';
export { pages, type PageRow } from './pages.table';
export { slidesRoutes } from './slides.routes';
export { slides, slideTranslations } from './slides.table';
