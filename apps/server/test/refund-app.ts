import { afterAll, beforeAll, expect } from 'vitest';
import { Role } from '@scena/shared';
import type { P24Account } from '../src/adapters/payments/testing/p24-emulator';
import type { TestApp } from './test-app';
import { startP24App } from './p24-app';
import { auth, createUser, signIn } from './factories';
import {
  deliver,
  notificationsOf,
  pendingOrder,
  startPaymentsHarness,
  type PaymentsHarness,
} from './payment-fixtures';

/** Where the panel refunds an order: a video or event payment, a gift order, a group order. */
export type RefundPath = 'videopayments' | 'gifts' | 'groupTickets';

/** The panel's refund request (`POST /api/{path}/{extOrderId}/refunds`) as an administrator. */
export const panelRefund =
  (t: TestApp, adminToken: string) =>
  (extOrderId: string, payload: object, path: RefundPath = 'videopayments') =>
    t.app.inject({
      method: 'POST',
      url: `/api/${path}/${extOrderId}/refunds`,
      headers: auth(adminToken),
      payload,
    });

/** The panel's list of an order's refunds (`GET /api/{path}/{extOrderId}/refunds`) as an administrator. */
export const panelRefundList =
  (t: TestApp, adminToken: string) =>
  (extOrderId: string, path: RefundPath = 'videopayments') =>
    t.app.inject({ method: 'GET', url: `/api/${path}/${extOrderId}/refunds`, headers: auth(adminToken) });

/**
 * The app on the loopback PayU with an administrator, and what every refund test does with it
 * (panel refunds of video, gift and group orders; the refund retry job): an order paid at PayU
 * and completed by PayU's own notification, PayU's next notification delivered, the refunds PayU
 * holds for an order. The harness's own fields (t, emulator, payu, video, event) are on it too.
 */
const startRefundApp = async () => {
  const h = await startPaymentsHarness();
  const adminToken = await signIn(h.t.ctx, await createUser(h.t.ctx, { role: Role.ADMIN }));
  /** PayU's next notification about the order (the `count`th), delivered as PayU would. */
  const deliverNext = async (providerOrderId: string, count: number) => {
    await expect.poll(() => notificationsOf(h, providerOrderId).length).toBe(count);
    expect((await deliver(h.t, notificationsOf(h, providerOrderId)[count - 1]!)).statusCode).toBe(200);
  };
  return {
    ...h,
    adminToken,
    refund: panelRefund(h.t, adminToken),
    refundList: panelRefundList(h.t, adminToken),
    deliverNext,
    refundsAtPayu: (providerOrderId: string) =>
      [...h.emulator.refunds.values()].filter((r) => r.orderId === providerOrderId),
    /** An order placed (pendingOrder's options), paid at PayU and completed by PayU's notification. */
    paid: async (options?: Parameters<typeof pendingOrder>[1]) => {
      const o = await pendingOrder(h, options);
      await h.emulator.core.decide(o.providerOrderId, o.token, 'pay');
      await deliverNext(o.providerOrderId, 2);
      return o;
    },
  };
};
export type RefundApp = PaymentsHarness & Awaited<ReturnType<typeof startRefundApp>>;

/**
 * The refund app for a test file: started before its tests (`timeoutMs` for a slow start), closed
 * after them. The object is filled in by the beforeAll, so read its fields inside tests only.
 */
export const useRefundApp = (timeoutMs?: number): RefundApp => {
  const app = {} as RefundApp;
  beforeAll(async () => {
    Object.assign(app, await startRefundApp());
  }, timeoutMs);
  afterAll(() => app.close());
  return app;
};

type P24App = Awaited<ReturnType<typeof startP24App>>;

/**
 * The same for Przelewy24 (startP24App: the app listening beside the loopback P24 emulator, which
 * notifies it over real HTTP): the panel's refund and list, the refund requests P24 received for
 * an order (by its session id), and a 25 zł order paid at P24.
 */
export const useP24RefundApp = (account: P24Account) => {
  const app = {} as P24App & {
    refund: ReturnType<typeof panelRefund>;
    refundList: ReturnType<typeof panelRefundList>;
    refundPosts: (sessionId: string) => P24App['emulator']['requests'];
    paid: () => ReturnType<typeof pendingOrder>;
  };
  beforeAll(async () => {
    const started = await startP24App(account);
    const { t, h, emulator, adminToken } = started;
    Object.assign(app, started, {
      refund: panelRefund(t, adminToken),
      refundList: panelRefundList(t, adminToken),
      refundPosts: (sessionId: string) =>
        emulator.requests.filter(
          (r) => r.path === '/api/v1/transaction/refund' && r.body.includes(sessionId),
        ),
      paid: async () => {
        const o = await pendingOrder(h, { amount: 2500 });
        expect((await emulator.pay(o.providerOrderId)).status).toBe(200);
        return o;
      },
    });
  });
  afterAll(() => app.close());
  return app;
};
