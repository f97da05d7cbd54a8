import type { NotificationDraft, PayuStore, StoredOrder, StoredRefund } from './store';

/** The test emulator's store: everything in one process, in memory (never used by the server). */
export const createMemoryPayuStore = (onNotifications: (drafts: NotificationDraft[]) => void) => {
  const tokens = new Map<string, { posId: string; expiresAt: Date }>();
  const orders = new Map<string, StoredOrder>();
  const refunds = new Map<string, StoredRefund>();
  const store: PayuStore = {
    async saveToken(token, posId, expiresAt) {
      tokens.set(token, { posId, expiresAt });
    },
    async posOfToken(token, now) {
      const entry = tokens.get(token);
      return entry && entry.expiresAt > now ? entry.posId : null;
    },
    async insertOrder(order) {
      if ([...orders.values()].some((o) => o.posId === order.posId && o.extOrderId === order.extOrderId))
        return false;
      orders.set(order.orderId, structuredClone(order));
      return true;
    },
    async getOrder(orderId) {
      const order = orders.get(orderId);
      return order ? structuredClone(order) : null;
    },
    async transition(orderId, from, to, notifications) {
      const order = orders.get(orderId);
      if (!order || !from.includes(order.status)) return null;
      order.status = to;
      onNotifications(notifications(structuredClone(order)));
      return structuredClone(order);
    },
    async refundsOf(orderId) {
      return [...refunds.values()].filter((r) => r.orderId === orderId).map((r) => structuredClone(r));
    },
    async insertRefund(refund, notifications) {
      const existing = [...refunds.values()].find(
        (r) => r.orderId === refund.orderId && r.extRefundId === refund.extRefundId,
      );
      if (existing) return structuredClone(existing);
      refunds.set(refund.refundId, structuredClone(refund));
      onNotifications(notifications);
      return refund;
    },
    async settleRefund(refundId, to, notifications) {
      const refund = refunds.get(refundId);
      if (!refund || refund.status !== 'PENDING') return null;
      refund.status = to;
      onNotifications(notifications(structuredClone(refund)));
      return structuredClone(refund);
    },
  };
  return {
    store,
    /** Test hooks: look at or forget issued tokens (a revoked token makes the adapter re-authorise). */
    revokeTokens: () => tokens.clear(),
    orders,
    refunds,
  };
};
