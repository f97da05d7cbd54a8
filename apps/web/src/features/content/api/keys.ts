/** TanStack Query keys of the content feature (one factory; see users/api/keys.ts). */
export const contentKeys = {
  all: ['content'] as const,
  /** Keyed by the user, so signing in as an admin (or out) fetches the right variant. */
  appConfig: (userId: number | null) => ['content', 'appconfig', userId ?? 'guest'] as const,
  homeConfig: () => ['content', 'home-config'] as const,
  page: (slug: string, language: string) => ['content', 'page', slug, language] as const,
  /** The settings audit log (admins). */
  audit: () => ['content', 'audit'] as const,
};
