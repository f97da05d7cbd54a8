import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Admin panel sections by their `view` key (spec 1 §2 Layout, spec 3 §2.2), in menu order.
 * A section appears in the menu once its screen is registered below; each screen is its own
 * lazily loaded chunk. Later screens add one line each.
 */
export const ADMIN_VIEW_KEYS = [
  'videos',
  'events',
  'festival',
  'galleries',
  'users',
  'limitations',
  'payments',
  'invoices',
  'views',
  'notifications',
  'statistics',
  'categories',
  'slider_settings',
  'advertisement_settings',
  'gifts',
  'group_tickets',
  'promotion_codes',
  'help',
  'about_versions',
] as const;
export type AdminViewKey = (typeof ADMIN_VIEW_KEYS)[number];
export const DEFAULT_ADMIN_VIEW: AdminViewKey = 'videos';

export const adminSections: Partial<Record<AdminViewKey, LazyExoticComponent<ComponentType>>> = {
  videos: lazy(() => import('./VideosSection')),
  events: lazy(() => import('../../features/catalog/admin/events/EventsScreen')),
  galleries: lazy(() => import('../../features/catalog/admin/galleries/GalleriesScreen')),
  categories: lazy(() => import('../../features/catalog/admin/categories/CategoriesScreen')),
  slider_settings: lazy(() => import('../../features/catalog/admin/slides/SlidesScreen')),
  festival: lazy(() => import('../../features/content/admin/FestivalScreen')),
  limitations: lazy(() => import('./LimitationsSection')),
  views: lazy(() => import('../../features/content/admin/ViewsScreen')),
  notifications: lazy(() => import('./NotificationsSection')),
  payments: lazy(() => import('./PaymentsSection')),
  invoices: lazy(() => import('./InvoicesSection')),
  group_tickets: lazy(() => import('./GroupTicketsSection')),
  statistics: lazy(() => import('../../features/statistics/admin/StatisticsScreen')),
  advertisement_settings: lazy(() => import('../../features/content/admin/AdsScreen')),
  users: lazy(() => import('../../features/people/admin/UsersScreen')),
  help: lazy(() => import('../../features/content/admin/HelpScreen')),
  about_versions: lazy(() => import('../../features/content/admin/VersionScreen')),
};

/** The section to show: unknown or not yet built keys fall back to videos (spec 2 §1). */
export const resolveAdminView = (value: string | null): AdminViewKey =>
  value && value in adminSections ? (value as AdminViewKey) : DEFAULT_ADMIN_VIEW;
