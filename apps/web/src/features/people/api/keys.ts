/** TanStack Query keys of the people feature (the admin user list and user detail). */
export const peopleKeys = {
  all: ['people'] as const,
  list: () => ['people', 'list'] as const,
  detail: (userId: number) => ['people', 'detail', userId] as const,
};
