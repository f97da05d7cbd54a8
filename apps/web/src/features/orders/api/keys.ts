import type { ProductKind } from '../product';

/** TanStack Query keys of the orders feature, the one factory. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (kind: ProductKind, page: number) => ['orders', 'list', kind, page] as const,
  account: (userId: number, page: number) => ['orders', 'list', 'account', userId, page] as const,
  order: (kind: ProductKind, extOrderId: string) => ['orders', 'one', kind, extOrderId] as const,
};
