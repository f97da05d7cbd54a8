import type { Dispatcher } from 'undici';
import {
  callProvider,
  createProviderAgent,
  isRetryableStatus,
  joinUrl,
  parseAmount,
  retryOnFreshConnection,
  type CallResult,
  type FetchLike,
} from '../http';
import { fromPayuOrderStatus, isRefundStatus, orderStatusOfRefund } from '../status';
import {
  ANSWER_LOST,
  PAYMENT_NOTIFY_PATH,
  PaymentProviderError,
  type Confirmation,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderName,
  type ProviderOrderState,
  type ProviderRefund,
} from '../types';
import { createPayuTokenSource } from './oauth';
import { parsePayuNotification } from './notification';
import { verifyPayuSignature } from './signature';

export interface PayuSettings {
  /** https://secure.payu.com, https://secure.snd.payu.com, or the embedded sandbox. */
  apiUrl: string;
  posId: string;
  clientId: string;
  /** A function when the secret is read at run time (the embedded sandbox's, from the database). */
  clientSecret: string | (() => Promise<string>);
  /** Signs notifications; never sent anywhere. */
  secondKey: string;
  /** PUBLIC_URL: notifyUrl and continueUrl are built from it. */
  publicUrl: string;
  /** 'sandbox' when pointed at the embedded sandbox (same code, another name in logs). */
  name?: Extract<ProviderName, 'payu' | 'sandbox'>;
  fetch?: FetchLike;
  /** The connection pool (default: one of our own, keep-alive PROVIDER_KEEP_ALIVE_MS). */
  dispatcher?: Dispatcher;
  timeoutMs?: number;
  /** The clock the token cache uses (tests move it). */
  now?: () => number;
}

/** PayU's created-order status codes that still mean "send the buyer to redirectUri" (§3). */
const CREATED_CODES = new Set(['SUCCESS', 'WARNING_CONTINUE_REDIRECT', 'WARNING_CONTINUE_3DS']);

type PayuErrorBody = {
  status?: { statusCode?: string; codeLiteral?: string; statusDesc?: string };
  error?: string;
  error_description?: string;
};

/** PayU REST API v2.1: OAuth, orders, refunds, signed notifications. */
export const createPayuProvider = (settings: PayuSettings): PaymentProvider => {
  const name = settings.name ?? 'payu';
  const fetchImpl = settings.fetch ?? fetch;
  const pool = settings.dispatcher ?? createProviderAgent();
  const tokens = createPayuTokenSource(settings, fetchImpl, name, settings.now, pool);

  const refused = (what: string, res: CallResult): PaymentProviderError => {
    const body = (res.json ?? {}) as PayuErrorBody;
    const code = body.status?.codeLiteral ?? body.status?.statusCode ?? body.error;
    const desc = body.status?.statusDesc ?? body.error_description ?? '';
    return new PaymentProviderError(`${name}: ${what} refused: ${res.status} ${code ?? ''} ${desc}`.trim(), {
      provider: name,
      httpStatus: res.status,
      code,
      retryable: isRetryableStatus(res.status),
      correlationId: res.headers.get('correlation-id') ?? undefined,
    });
  };

  /** An authorised API call; a 401 (token revoked or expired early) is retried once with a new token. */
  const api = async (
    method: string,
    path: string,
    body?: unknown,
    dispatcher: Dispatcher = pool,
  ): Promise<CallResult> => {
    for (let attempt = 0; ; attempt += 1) {
      const token = await tokens.token();
      const res = await callProvider(fetchImpl, name, joinUrl(settings.apiUrl, path), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs: settings.timeoutMs,
        dispatcher,
      });
      if (res.status !== 401 || attempt > 0) return res;
      tokens.invalidate(token);
    }
  };

  const toState = (order: Record<string, unknown>): ProviderOrderState => {
    const amount = parseAmount(order.totalAmount);
    if (typeof order.orderId !== 'string' || typeof order.status !== 'string' || amount === null) {
      throw new PaymentProviderError(`${name}: unreadable order in answer`, {
        provider: name,
        retryable: true,
      });
    }
    return {
      providerOrderId: order.orderId,
      extOrderId: typeof order.extOrderId === 'string' ? order.extOrderId : '',
      status: fromPayuOrderStatus(order.status),
      providerStatus: order.status,
      amount,
      currency: typeof order.currencyCode === 'string' ? order.currencyCode : '',
    };
  };

  const retrieve = async (providerOrderId: string): Promise<ProviderOrderState> => {
    const res = await api('GET', `/api/v2_1/orders/${encodeURIComponent(providerOrderId)}`);
    const order = (res.json as { orders?: Record<string, unknown>[] } | undefined)?.orders?.[0];
    if (res.status !== 200 || !order) throw refused('retrieve', res);
    return toState(order);
  };

  const fetchRefund = async (providerOrderId: string, refundId: string): Promise<ProviderRefund> => {
    const res = await api(
      'GET',
      `/api/v2_1/orders/${encodeURIComponent(providerOrderId)}/refunds/${encodeURIComponent(refundId)}`,
    );
    return readRefund(res, 'retrieve refund');
  };

  const readRefund = (res: CallResult, what: string): ProviderRefund => {
    const refund =
      (res.json as { refund?: Record<string, unknown> } | Record<string, unknown> | undefined) ?? {};
    const r = ('refund' in refund ? refund.refund : refund) as Record<string, unknown> | undefined;
    if (
      res.status !== 200 ||
      typeof r?.refundId !== 'string' ||
      typeof r.status !== 'string' ||
      !isRefundStatus(r.status)
    )
      throw refused(what, res);
    return {
      refundId: r.refundId,
      status: r.status,
      amount: parseAmount(r.amount),
      ...(typeof r.extRefundId === 'string' && r.extRefundId ? { extRefundId: r.extRefundId } : {}),
    };
  };

  return {
    name,

    async createOrder(input: CreateOrderInput) {
      const order = {
        notifyUrl: joinUrl(settings.publicUrl, PAYMENT_NOTIFY_PATH),
        continueUrl: joinUrl(settings.publicUrl, input.continuePath),
        customerIp: input.customerIp,
        merchantPosId: settings.posId,
        description: input.description.slice(0, 4000),
        currencyCode: input.currency,
        totalAmount: String(input.totalAmount),
        extOrderId: input.extOrderId,
        validityTime: String(Math.max(1, Math.round(input.validitySeconds))),
        buyer: {
          email: input.buyer.email,
          ...(input.buyer.firstName ? { firstName: input.buyer.firstName } : {}),
          ...(input.buyer.lastName ? { lastName: input.buyer.lastName } : {}),
          language: input.buyer.language,
        },
        products: input.products.map((product) => ({
          name: product.name,
          unitPrice: String(product.unitPrice),
          quantity: String(product.quantity),
          virtual: true,
        })),
      };
      // A connection lost before any answer is retried once (http.ts); PayU refuses a second order
      // with the same extOrderId, so the repeat either creates the only order or tells us the first did.
      const { result: res, retried } = await retryOnFreshConnection((dispatcher) =>
        api('POST', '/api/v2_1/orders', order, dispatcher),
      );
      const body = (res.json ?? {}) as {
        status?: { statusCode?: string };
        redirectUri?: unknown;
        orderId?: unknown;
      };
      const ok = [200, 201, 302].includes(res.status) && CREATED_CODES.has(body.status?.statusCode ?? '');
      const redirectUri =
        typeof body.redirectUri === 'string' ? body.redirectUri : res.headers.get('location');
      if (!ok || typeof body.orderId !== 'string' || !redirectUri) {
        const error = refused('create order', res);
        const statusCode = (res.json as PayuErrorBody | undefined)?.status?.statusCode;
        if (
          retried &&
          (statusCode === 'ERROR_ORDER_NOT_UNIQUE' || error.details.code === 'ERROR_ORDER_NOT_UNIQUE')
        ) {
          throw new PaymentProviderError(
            `${name}: create order reached PayU but its answer was lost (the repeat was refused as ERROR_ORDER_NOT_UNIQUE): no redirect address; PayU's order expires unpaid`,
            {
              provider: name,
              httpStatus: res.status,
              code: ANSWER_LOST,
              retryable: false,
            },
          );
        }
        throw error;
      }
      return { providerOrderId: body.orderId, redirectUri };
    },

    retrieve,

    async cancel(providerOrderId) {
      const res = await api('DELETE', `/api/v2_1/orders/${encodeURIComponent(providerOrderId)}`);
      if (res.status !== 200) throw refused('cancel', res);
    },

    async refund(providerOrderId, input) {
      const res = await api('POST', `/api/v2_1/orders/${encodeURIComponent(providerOrderId)}/refunds`, {
        refund: {
          description: input.description,
          ...(input.amount === undefined ? {} : { amount: String(input.amount) }),
          extRefundId: input.extRefundId,
          currencyCode: 'PLN',
        },
      });
      return readRefund(res, 'refund');
    },

    verifyNotification(rawBody, headers) {
      const check = verifyPayuSignature(rawBody, headers, settings.secondKey);
      if (!check.ok) return { ok: false, reason: check.reason };
      const notification = parsePayuNotification(rawBody, name);
      return notification ? { ok: true, notification } : { ok: false, reason: 'malformed_body' };
    },

    async confirm(notification, expected): Promise<Confirmation> {
      // The notification is only a hint: PayU's own answer to a GET decides (reference §5).
      const state = await retrieve(notification.providerOrderId);
      if (state.extOrderId !== notification.extOrderId) {
        return {
          ok: false,
          reason: 'not_confirmed',
          state,
          detail: `order ${state.providerOrderId} belongs to ${state.extOrderId}, not ${notification.extOrderId}`,
        };
      }
      if (state.amount !== expected.amount || state.currency !== expected.currency) {
        return {
          ok: false,
          reason: 'amount_mismatch',
          state,
          detail: `provider has ${state.amount} ${state.currency}, we expect ${expected.amount} ${expected.currency}`,
        };
      }
      if (notification.kind === 'refund') {
        const refund = await fetchRefund(notification.providerOrderId, notification.refundId);
        return {
          ok: true,
          state: {
            ...state,
            status: orderStatusOfRefund(refund.status),
            providerStatus: `REFUND_${refund.status}`,
          },
          refund: { ...refund, amount: refund.amount ?? notification.amount },
        };
      }
      return { ok: true, state };
    },
  };
};
