/** TanStack Query keys of the users feature (one factory; mutations update or invalidate by these). */
export const usersKeys = {
  all: ['users'] as const,
  user: (userId: number) => ['users', userId] as const,
  tosStatus: (userId: number) => ['users', userId, 'accept-tos'] as const,
};
