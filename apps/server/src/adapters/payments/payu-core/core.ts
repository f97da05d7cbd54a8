import { timingSafeEqual } from 'node:crypto';
import type { PayuAlgorithm } from '../payu/signature';
import type { NotificationDraft, PayuOrderStatus, PayuStore, StoredOrder } from './store';
import { orderRequestError } from './validate-order';
import {
  newOrderId,
  newRefundId,
  newSecret,
  oauthError,
  orderNotification,
  orderView,
  payuError,
  refundNotification,
  refundView,
  type WireAnswer,
} from './wire';

/** One point of sale the emulated PayU knows (pos_id = client_id, reference §1). */
export interface PosCredentials {
  posId: string;
  clientSecret: string;
  secondKey: string;
}

/** How notifications of one decision are delivered (sandbox switches and test hooks). */
export interface DeliveryPlan {
  /** Extra copies of every notification (0 = each once). */
  duplicates: number;
  /** Send the last status first (COMPLETED before PENDING). */
  outOfOrder: boolean;
  algorithm: PayuAlgorithm;
}

export interface PayuCoreOptions {
  poses: PosCredentials[];
  /** The OAuth client secret a POS takes, when it is not the published one (the embedded sandbox's is per installation). */
  clientSecretOf?: (posId: string) => Promise<string>;
  store: PayuStore;
  /** The checkout page's address; redirectUri = `${checkoutUrl}?orderId=…&token=…`. */
  checkoutUrl: string;
  now?: () => Date;
  plan?: () => Promise<DeliveryPlan> | DeliveryPlan;
  /**
   * Origins notifyUrl and continueUrl may point at. The sandbox allows only its own site, so it
   * can never be told to POST signed bodies to, or send a buyer to, somewhere else; unset = any.
   */
  merchantOrigins?: string[];
  /** Settle every new refund at once (FINALIZED, notified a second later); the test emulator settles on request. */
  autoSettleRefunds?: boolean;
}

export interface WireRequest {
  method: string;
  /** The path below the mount point, e.g. /api/v2_1/orders/ABC. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export type CheckoutOutcome = 'pay' | 'decline' | 'pending';

const TOKEN_SECONDS = 43_199;
const header = (headers: WireRequest['headers'], name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A PayU-compatible implementation of REST v2.1 (PayU REST API v2.1), strict about what it
 * receives. Mounted twice: the loopback emulator the adapter tests use (memory store) and the
 * embedded sandbox (database store). It never follows merchant instructions it would refuse.
 */
export const createPayuCore = (options: PayuCoreOptions) => {
  const now = options.now ?? (() => new Date());
  const plan = async (): Promise<DeliveryPlan> =>
    (await options.plan?.()) ?? { duplicates: 0, outOfOrder: false, algorithm: 'SHA-256' };
  const posById = (posId: string) => options.poses.find((pos) => pos.posId === posId);

  /** Notifications for a series of statuses, ordered, delayed and duplicated by the plan. */
  const drafts = (order: StoredOrder, statuses: PayuOrderStatus[], p: DeliveryPlan): NotificationDraft[] => {
    const pos = posById(order.posId)!;
    const sequence = p.outOfOrder ? [...statuses].reverse() : statuses;
    return sequence.flatMap((status, index) =>
      Array.from({ length: 1 + p.duplicates }, () =>
        orderNotification(
          { ...order, status },
          { secondKey: pos.secondKey, algorithm: p.algorithm },
          index * 2,
          now(),
        ),
      ).filter((draft): draft is NotificationDraft => draft !== null),
    );
  };

  const oauth = async (request: WireRequest): Promise<WireAnswer> => {
    if (
      !header(request.headers, 'content-type').toLowerCase().startsWith('application/x-www-form-urlencoded')
    ) {
      return oauthError(401, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded');
    }
    const form = new URLSearchParams(request.rawBody);
    if (form.get('grant_type') !== 'client_credentials')
      return oauthError(400, 'unsupported_grant_type', 'Only client_credentials is supported');
    const pos = posById(form.get('client_id') ?? '');
    const secret =
      pos && (options.clientSecretOf ? await options.clientSecretOf(pos.posId) : pos.clientSecret);
    if (!pos || !secret || !sameText(form.get('client_secret') ?? '', secret))
      return oauthError(401, 'invalid_client', 'Bad client credentials');
    const token = crypto.randomUUID();
    await options.store.saveToken(token, pos.posId, new Date(now().getTime() + TOKEN_SECONDS * 1000));
    return {
      status: 200,
      body: {
        access_token: token,
        token_type: 'bearer',
        expires_in: TOKEN_SECONDS,
        grant_type: 'client_credentials',
      },
    };
  };

  /** The order, after its validity ran out if it was never paid (PayU cancels it then). */
  const current = async (orderId: string): Promise<StoredOrder | null> => {
    const order = await options.store.getOrder(orderId);
    if (!order || !['NEW', 'PENDING'].includes(order.status) || order.expiresAt > now()) return order;
    const p = await plan();
    return (
      (await options.store.transition(orderId, ['NEW', 'PENDING'], 'CANCELED', (o) =>
        drafts(o, ['CANCELED'], p),
      )) ?? options.store.getOrder(orderId)
    );
  };

  const createOrder = async (posId: string, request: WireRequest): Promise<WireAnswer> => {
    if (!header(request.headers, 'content-type').toLowerCase().startsWith('application/json'))
      return payuError(400, 'ERROR_SYNTAX', 'JSON expected');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.rawBody) as Record<string, unknown>;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    } catch {
      return payuError(400, 'ERROR_SYNTAX', 'Malformed JSON');
    }
    const invalid = orderRequestError(body);
    if (invalid) return invalid;
    for (const field of ['notifyUrl', 'continueUrl'] as const) {
      if (
        options.merchantOrigins &&
        typeof body[field] === 'string' &&
        !options.merchantOrigins.includes(new URL(body[field]).origin)
      ) {
        return payuError(
          400,
          'ERROR_VALUE_INVALID',
          `Invalid field ${field}: this POS only accepts ${options.merchantOrigins.join(', ')}`,
        );
      }
    }
    if (body.merchantPosId !== posId)
      return payuError(
        403,
        'ERROR_VALUE_INVALID',
        'Invalid merchantPosId for this authorization',
        'INVALID_AUTH_FOR_THIS_ORDER',
      );
    const created = now();
    const order: StoredOrder = {
      orderId: newOrderId(),
      posId,
      extOrderId: typeof body.extOrderId === 'string' ? body.extOrderId : '',
      status: 'NEW',
      checkoutToken: newSecret(),
      totalAmount: Number(body.totalAmount),
      currencyCode: 'PLN',
      createdAt: created,
      expiresAt: new Date(created.getTime() + Number(body.validityTime ?? '86400') * 1000),
      request: body,
    };
    if (!order.extOrderId) order.extOrderId = order.orderId;
    if (!(await options.store.insertOrder(order)))
      return payuError(400, 'ERROR_ORDER_NOT_UNIQUE', 'Order with this extOrderId already exists');
    const redirectUri = `${options.checkoutUrl}?orderId=${order.orderId}&token=${order.checkoutToken}`;
    return {
      status: 302,
      headers: { location: redirectUri },
      body: {
        status: { statusCode: 'SUCCESS' },
        redirectUri,
        orderId: order.orderId,
        extOrderId: order.extOrderId,
      },
    };
  };

  /** Ends a PENDING refund (FINALIZED or CANCELED) with its notification. */
  const settleRefund = async (
    orderId: string,
    refundId: string,
    to: 'FINALIZED' | 'CANCELED',
  ): Promise<boolean> => {
    const order = await options.store.getOrder(orderId);
    if (!order) return false;
    const pos = posById(order.posId)!;
    const p = await plan();
    const settled = await options.store.settleRefund(refundId, to, (refund) => {
      const note = refundNotification(order, refund, { secondKey: pos.secondKey, algorithm: p.algorithm }, 1);
      return note ? Array.from({ length: 1 + p.duplicates }, () => note) : [];
    });
    return settled !== null;
  };

  const refund = async (order: StoredOrder, request: WireRequest): Promise<WireAnswer> => {
    let body: { refund?: Record<string, unknown> };
    try {
      body = JSON.parse(request.rawBody) as typeof body;
    } catch {
      return payuError(400, 'ERROR_SYNTAX', 'Malformed JSON');
    }
    const r = body?.refund;
    if (!r || typeof r !== 'object' || typeof r.description !== 'string' || !r.description)
      return payuError(400, 'ERROR_VALUE_MISSING', 'refund.description is required');
    if (
      r.amount !== undefined &&
      (typeof r.amount !== 'string' || !/^\d{1,15}$/.test(r.amount) || Number(r.amount) < 1)
    ) {
      return payuError(400, 'ERROR_VALUE_INVALID', 'refund.amount must be a string of digits (grosze)');
    }
    if (r.currencyCode !== undefined && r.currencyCode !== order.currencyCode)
      return payuError(400, 'ERROR_VALUE_INVALID', 'refund.currencyCode differs from the order');
    if (order.status !== 'COMPLETED')
      return payuError(400, 'BUSINESS_ERROR', 'Only completed orders can be refunded');
    const refunds = await options.store.refundsOf(order.orderId);
    const extRefundId = typeof r.extRefundId === 'string' && r.extRefundId ? r.extRefundId : newSecret();
    const amount = r.amount === undefined ? order.totalAmount : Number(r.amount);
    const existing = refunds.find((x) => x.extRefundId === extRefundId);
    if (existing) {
      // Identical data returns the refund already created (reference §6); different data is refused.
      if (existing.amount !== amount || existing.description !== r.description)
        return payuError(400, 'ERROR_VALUE_INVALID', 'extRefundId already used with other data');
      return {
        status: 200,
        body: {
          orderId: order.orderId,
          refund: refundView(existing),
          status: { statusCode: 'SUCCESS', statusDesc: 'Refund queued for processing' },
        },
      };
    }
    const taken = refunds.filter((x) => x.status !== 'CANCELED').reduce((sum, x) => sum + x.amount, 0);
    if (amount > order.totalAmount - taken)
      return payuError(400, 'ERROR_VALUE_INVALID', 'Refund amount exceeds what is left to refund');
    const pos = posById(order.posId)!;
    const p = await plan();
    const candidate = {
      refundId: newRefundId(),
      orderId: order.orderId,
      extRefundId,
      amount,
      description: r.description,
      status: 'PENDING' as const,
      createdAt: now(),
    };
    const note = refundNotification(
      order,
      candidate,
      { secondKey: pos.secondKey, algorithm: p.algorithm },
      0,
    );
    const stored = await options.store.insertRefund(candidate, note ? [note] : []);
    if (options.autoSettleRefunds && stored.refundId === candidate.refundId)
      await settleRefund(order.orderId, stored.refundId, 'FINALIZED');
    return {
      status: 200,
      body: {
        orderId: order.orderId,
        refund: refundView(stored),
        status: { statusCode: 'SUCCESS', statusDesc: 'Refund queued for processing' },
      },
    };
  };

  const api = async (posId: string, request: WireRequest): Promise<WireAnswer> => {
    const [, api, version, orders, orderId, sub, subId, extra] = request.path.split('/');
    if (api !== 'api' || version !== 'v2_1' || orders !== 'orders' || extra !== undefined)
      return payuError(404, 'DATA_NOT_FOUND', 'No such resource');
    if (!orderId)
      return request.method === 'POST'
        ? createOrder(posId, request)
        : payuError(404, 'DATA_NOT_FOUND', 'No such resource');
    const order = await current(decodeURIComponent(orderId));
    // Another POS's order is as unknown as a missing one.
    if (!order || order.posId !== posId) return payuError(404, 'DATA_NOT_FOUND', 'Order not found');
    const p = await plan();
    if (!sub && request.method === 'GET')
      return {
        status: 200,
        body: {
          orders: [orderView(order)],
          properties: [{ name: 'PAYMENT_ID', value: order.orderId.slice(0, 10) }],
          status: { statusCode: 'SUCCESS' },
        },
      };
    if (!sub && request.method === 'DELETE') {
      // Only an unpaid order can be cancelled; a paid one is refunded instead.
      const moved = await options.store.transition(
        order.orderId,
        ['NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION'],
        'CANCELED',
        (o) => drafts(o, ['CANCELED'], p),
      );
      if (!moved)
        return payuError(400, 'ERROR_VALUE_INVALID', `Order is ${order.status} and cannot be cancelled`);
      return {
        status: 200,
        body: { orderId: order.orderId, extOrderId: order.extOrderId, status: { statusCode: 'SUCCESS' } },
      };
    }
    if (sub === 'captures' && request.method === 'POST' && !subId) {
      const moved = await options.store.transition(
        order.orderId,
        ['WAITING_FOR_CONFIRMATION'],
        'COMPLETED',
        (o) => drafts(o, ['COMPLETED'], p),
      );
      if (!moved)
        return payuError(400, 'ERROR_VALUE_INVALID', `Order is ${order.status} and cannot be captured`);
      return { status: 200, body: { status: { statusCode: 'SUCCESS', statusDesc: 'Status was updated' } } };
    }
    if (sub === 'refunds') {
      if (request.method === 'POST' && !subId) return refund(order, request);
      const refunds = await options.store.refundsOf(order.orderId);
      if (request.method === 'GET' && !subId)
        return { status: 200, body: { refunds: refunds.map(refundView) } };
      const one = refunds.find((x) => x.refundId === subId);
      if (request.method === 'GET' && one) return { status: 200, body: refundView(one) };
    }
    return payuError(404, 'DATA_NOT_FOUND', 'No such resource');
  };

  /** The order behind a checkout link, or null when the link is not a live one. */
  const checkoutOrder = async (orderId: string, token: string): Promise<StoredOrder | null> => {
    const order = await current(orderId);
    return order && sameText(order.checkoutToken, token) ? order : null;
  };

  return {
    /** Answers one REST call (OAuth or API) the way PayU would. */
    async handle(request: WireRequest): Promise<WireAnswer> {
      if (request.path === '/pl/standard/user/oauth/authorize' && request.method === 'POST')
        return oauth(request);
      const bearer = /^Bearer (\S+)$/i.exec(header(request.headers, 'authorization'))?.[1];
      const posId = bearer ? await options.store.posOfToken(bearer, now()) : null;
      if (!posId) return payuError(401, 'UNAUTHORIZED', 'Missing or invalid access token');
      return api(posId, request);
    },

    checkoutOrder,

    /** The order now: an unpaid one past its validityTime is cancelled (and notified) on the way. */
    refresh: current,

    /**
     * The buyer's choice on the checkout page: pay (PENDING then COMPLETED), decline (PENDING then
     * CANCELED) or leave pending. Returns where the browser goes: continueUrl, with error=501 when
     * the payment failed (reference §3), or null for a link that is not live.
     */
    async decide(orderId: string, token: string, outcome: CheckoutOutcome): Promise<string | null> {
      const order = await checkoutOrder(orderId, token);
      if (!order) return null;
      const p = await plan();
      const target: PayuOrderStatus =
        outcome === 'pay' ? 'COMPLETED' : outcome === 'decline' ? 'CANCELED' : 'PENDING';
      const statuses: PayuOrderStatus[] =
        order.status === 'NEW' && target !== 'PENDING' ? ['PENDING', target] : [target];
      const moved = await options.store.transition(
        order.orderId,
        outcome === 'pending' ? ['NEW'] : ['NEW', 'PENDING'],
        target,
        (o) => drafts(o, statuses, p),
      );
      const continueUrl = typeof order.request.continueUrl === 'string' ? order.request.continueUrl : null;
      if (!continueUrl) return null;
      // error=501 only when the payment really failed (a second click on a paid order changes nothing).
      const status = moved?.status ?? (await options.store.getOrder(order.orderId))?.status;
      if (status !== 'CANCELED') return continueUrl;
      const url = new URL(continueUrl);
      url.searchParams.set('error', '501');
      return url.toString();
    },

    settleRefund,
  };
};

export type PayuCore = ReturnType<typeof createPayuCore>;
