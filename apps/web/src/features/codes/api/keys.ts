/** Query keys of the codes feature: a viewer's activations, a page at a time. */
export const codesKeys = {
  all: ['codes'] as const,
  user: (userId: number) => ['codes', 'user', userId] as const,
  page: (userId: number, page: number) => ['codes', 'user', userId, page] as const,
};
