/** TanStack Query keys of bans: every bans table is under `all` (a ban or a lift refreshes them all). */
export const bansKeys = {
  all: ['bans'] as const,
  page: () => ['bans', 'page'] as const,
};
