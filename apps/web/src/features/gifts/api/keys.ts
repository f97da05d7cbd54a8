/** TanStack Query keys of gifts: the settings, the viewer's gift orders and one order. */
export const giftsKeys = {
  all: ['gifts'] as const,
  settings: () => ['gifts', 'settings'] as const,
  orders: () => ['gifts', 'orders'] as const,
  order: (extOrderId: string) => ['gifts', 'order', extOrderId] as const,
};
