/** TanStack Query keys of the panel's discount codes: every list and code is under `all` (a save refreshes them). */
export const codesAdminKeys = {
  all: ['codes-admin'] as const,
  list: () => ['codes-admin', 'list'] as const,
  uses: (id: number) => ['codes-admin', 'uses', id] as const,
  products: () => ['codes-admin', 'products'] as const,
};
