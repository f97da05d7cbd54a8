import { z } from 'zod';
import type { Dispatcher } from 'undici';
import {
  callProvider,
  createProviderAgent,
  isRetryableStatus,
  joinUrl,
  retryOnFreshConnection,
  type CallResult,
  type FetchLike,
} from '../http';
import { fromP24TransactionStatus } from '../status';
import {
  ANSWER_LOST,
  PAYMENT_NOTIFY_PATH,
  PaymentProviderError,
  type Confirmation,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderOrderState,
  type ProviderRefund,
  type RefundStatus,
} from '../types';
import { notificationSign, refundNotificationSign, registerSign, sameSign, verifySign } from './sign';

export interface P24Settings {
  /** https://secure.przelewy24.pl or https://sandbox.przelewy24.pl (API under /api/v1). */
  apiUrl: string;
  merchantId: number;
  posId: number;
  /** The "klucz do raportów": the Basic-auth password. */
  apiKey: string;
  /** The CRC key the signs are made with. */
  crc: string;
  publicUrl: string;
  fetch?: FetchLike;
  /** The connection pool (default: one of our own, keep-alive PROVIDER_KEEP_ALIVE_MS). */
  dispatcher?: Dispatcher;
  timeoutMs?: number;
}

const int = z.number().int().nonnegative();
const paymentNotification = z.object({
  merchantId: int,
  posId: int,
  sessionId: z.string().min(1),
  amount: int,
  originAmount: int,
  currency: z.string().min(1),
  orderId: int,
  methodId: int,
  statement: z.string(),
  sign: z.string(),
});
const refundNotification = z.object({
  orderId: int,
  sessionId: z.string().min(1),
  refundsUuid: z.string().min(1),
  merchantId: int,
  amount: int,
  currency: z.string().min(1),
  status: z.union([z.literal(0), z.literal(1)]),
  sign: z.string(),
});

/**
 * Przelewy24 REST: register → redirect by token → notification (only
 * for successful payments, signed in the body) → our `verify` call, without which the money does
 * not settle. Our extOrderId is P24's sessionId and serves as providerOrderId; P24's own orderId
 * arrives with the notification.
 */
export const createP24Provider = (settings: P24Settings): PaymentProvider => {
  const fetchImpl = settings.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${settings.posId}:${settings.apiKey}`).toString('base64')}`;
  const pool = settings.dispatcher ?? createProviderAgent();
  const api = (method: string, path: string, body?: unknown, dispatcher: Dispatcher = pool) =>
    callProvider(fetchImpl, 'przelewy24', joinUrl(settings.apiUrl, `/api/v1${path}`), {
      method,
      headers: {
        authorization: auth,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      timeoutMs: settings.timeoutMs,
      dispatcher,
    });
  const refused = (what: string, res: CallResult) => {
    const body = (res.json ?? {}) as { error?: unknown; code?: unknown };
    return new PaymentProviderError(
      `przelewy24: ${what} refused: ${res.status} ${typeof body.error === 'string' ? body.error : ''}`.trim(),
      {
        provider: 'przelewy24',
        httpStatus: res.status,
        code: typeof body.error === 'string' ? body.error : undefined,
        retryable: isRetryableStatus(res.status),
      },
    );
  };

  const lookup = async (sessionId: string) => {
    const res = await api('GET', `/transaction/by/sessionId/${encodeURIComponent(sessionId)}`);
    const data = (res.json as { data?: Record<string, unknown> } | undefined)?.data;
    if (res.status !== 200 || !data || typeof data.status !== 'number' || typeof data.amount !== 'number')
      throw refused('transaction lookup', res);
    return data as { orderId?: number; sessionId: string; status: number; amount: number; currency?: string };
  };
  /**
   * P24's refunds of a paid transaction (`GET /api/v1/refund/by/orderId/{orderId}`; 404 = none yet),
   * the one requested under `requestId` as our port reports it. Item status as public integrations
   * read it (reference silent): 1 done, 3 rejected, anything else still on its way.
   */
  const acceptedRefund = async (orderId: number, requestId: string): Promise<ProviderRefund | null> => {
    const res = await api('GET', `/refund/by/orderId/${orderId}`);
    if (res.status === 404) return null;
    const refunds = (res.json as { data?: { refunds?: unknown } } | undefined)?.data?.refunds;
    if (res.status !== 200 || !Array.isArray(refunds)) throw refused('refund lookup', res);
    const found = (refunds as Record<string, unknown>[]).find(
      (r) => r.requestId === requestId || r.refundsUuid === requestId,
    );
    if (!found) return null;
    const status: RefundStatus =
      found.status === 1 ? 'FINALIZED' : found.status === 3 ? 'CANCELED' : 'PENDING';
    return { refundId: requestId, status, amount: typeof found.amount === 'number' ? found.amount : null };
  };

  /** Whether P24 knows a transaction with this sessionId (a lookup that fails says nothing). */
  const registered = (sessionId: string) =>
    lookup(sessionId).then(
      () => true,
      () => false,
    );
  const toState = (sessionId: string, data: Awaited<ReturnType<typeof lookup>>): ProviderOrderState => ({
    providerOrderId: sessionId,
    extOrderId: sessionId,
    status: fromP24TransactionStatus(data.status),
    providerStatus: String(data.status),
    amount: data.amount,
    currency: data.currency ?? 'PLN',
  });

  return {
    name: 'przelewy24',

    async createOrder(input) {
      const fields = {
        sessionId: input.extOrderId,
        merchantId: settings.merchantId,
        amount: input.totalAmount,
        currency: input.currency,
      };
      const registration = {
        merchantId: settings.merchantId,
        posId: settings.posId,
        sessionId: input.extOrderId,
        amount: input.totalAmount,
        currency: input.currency,
        description: input.description.slice(0, 1024),
        email: input.buyer.email,
        ...(input.buyer.firstName || input.buyer.lastName
          ? { client: `${input.buyer.firstName ?? ''} ${input.buyer.lastName ?? ''}`.trim() }
          : {}),
        country: input.buyer.country ?? 'PL',
        language: input.buyer.language,
        urlReturn: joinUrl(settings.publicUrl, input.continuePath),
        urlStatus: joinUrl(settings.publicUrl, PAYMENT_NOTIFY_PATH),
        // Minutes, 1–99 (0 would mean no limit; the reservation window must bound it).
        timeLimit: Math.min(99, Math.max(1, Math.ceil(input.validitySeconds / 60))),
        sign: registerSign(fields, settings.crc),
      };
      // A connection lost before any answer is retried once (http.ts). P24 refuses a second
      // transaction with the same sessionId; whatever its refusal says, a transaction found by our
      // sessionId afterwards means the first attempt registered it and its token is lost.
      const { result: res, retried } = await retryOnFreshConnection((dispatcher) =>
        api('POST', '/transaction/register', registration, dispatcher),
      );
      const token = (res.json as { data?: { token?: unknown } } | undefined)?.data?.token;
      if (res.status !== 200 || typeof token !== 'string' || !token) {
        const error = refused('register', res);
        if (retried && !error.details.retryable && (await registered(input.extOrderId))) {
          throw new PaymentProviderError(
            `przelewy24: register reached P24 but its answer was lost (the repeat was refused: ${error.message}): no token; the transaction lapses after its timeLimit`,
            {
              provider: 'przelewy24',
              httpStatus: res.status,
              code: ANSWER_LOST,
              retryable: false,
            },
          );
        }
        throw error;
      }
      return {
        providerOrderId: input.extOrderId,
        redirectUri: joinUrl(settings.apiUrl, `/trnRequest/${encodeURIComponent(token)}`),
      };
    },

    async retrieve(providerOrderId) {
      return toState(providerOrderId, await lookup(providerOrderId));
    },

    async cancel() {
      // P24 has no cancel call: an unpaid transaction lapses after its timeLimit.
    },

    async refund(providerOrderId, input) {
      const data = await lookup(providerOrderId);
      if (typeof data.orderId !== 'number' || data.orderId === 0)
        throw new PaymentProviderError('przelewy24: refund of a transaction that was never paid', {
          provider: 'przelewy24',
          retryable: false,
        });
      const orderId = data.orderId;
      // Idempotent on our extRefundId (= requestId = refundsUuid): a refund P24 already accepted
      // (its answer lost, or our recording failed after it) is found in P24's list and reported
      // again instead of being requested a second time (a repeated requestId is refused).
      const earlier = await acceptedRefund(orderId, input.extRefundId);
      if (earlier) return earlier;
      const amount = input.amount ?? data.amount;
      const res = await api('POST', '/transaction/refund', {
        requestId: input.extRefundId,
        refunds: [{ orderId, sessionId: providerOrderId, amount, description: input.description }],
        refundsUuid: input.extRefundId,
        urlStatus: joinUrl(settings.publicUrl, PAYMENT_NOTIFY_PATH),
      });
      const result = (res.json as { data?: { status?: unknown }[] } | undefined)?.data?.[0];
      if ((res.status !== 201 && res.status !== 200) || result?.status !== true) {
        const error = refused('refund', res);
        // Refused as a repeat of a refund accepted since we looked: report that one.
        const accepted = error.details.retryable ? null : await acceptedRefund(orderId, input.extRefundId);
        if (accepted) return accepted;
        throw error;
      }
      return { refundId: input.extRefundId, status: 'PENDING', amount };
    },

    verifyNotification(rawBody) {
      let body: unknown;
      try {
        body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
      } catch {
        // The sign lives in the body: an unreadable body carries none.
        return { ok: false, reason: 'missing_signature' };
      }
      if (
        typeof body !== 'object' ||
        body === null ||
        !('sign' in body) ||
        typeof body.sign !== 'string' ||
        !body.sign
      )
        return { ok: false, reason: 'missing_signature' };
      const payment = paymentNotification.safeParse(body);
      if (payment.success) {
        const n = payment.data;
        if (!sameSign(n.sign, notificationSign(n, settings.crc)))
          return { ok: false, reason: 'bad_signature' };
        // Signed with our CRC but for another shop: not ours to act on.
        if (n.merchantId !== settings.merchantId || n.posId !== settings.posId)
          return { ok: false, reason: 'malformed_body' };
        const notification: PaymentNotification = {
          kind: 'order',
          providerOrderId: n.sessionId,
          extOrderId: n.sessionId,
          // P24 only notifies paid transactions; they count once `confirm` has verified them.
          status: 'COMPLETED',
          providerStatus: 'PAID',
          amount: n.amount,
          currency: n.currency,
          idempotencyKey: `przelewy24:order:${n.sessionId}:${n.orderId}:PAID`,
          providerTransactionId: String(n.orderId),
        };
        return { ok: true, notification };
      }
      const refund = refundNotification.safeParse(body);
      if (refund.success) {
        const r = refund.data;
        if (!sameSign(r.sign, refundNotificationSign(r, settings.crc)))
          return { ok: false, reason: 'bad_signature' };
        if (r.merchantId !== settings.merchantId) return { ok: false, reason: 'malformed_body' };
        const refundStatus = r.status === 0 ? 'FINALIZED' : 'CANCELED';
        return {
          ok: true,
          notification: {
            kind: 'refund',
            providerOrderId: r.sessionId,
            extOrderId: r.sessionId,
            refundId: r.refundsUuid,
            refundStatus,
            status: refundStatus === 'FINALIZED' ? 'REFUNDED' : 'COMPLETED',
            amount: r.amount,
            currency: r.currency,
            idempotencyKey: `przelewy24:refund:${r.refundsUuid}:${refundStatus}`,
          },
        };
      }
      // Fields missing or of the wrong type: the sign cannot be recomputed, so it cannot be trusted.
      return { ok: false, reason: 'bad_signature' };
    },

    async confirm(notification, expected): Promise<Confirmation> {
      if (notification.kind === 'refund') {
        const state = toState(notification.providerOrderId, await lookup(notification.providerOrderId));
        if (state.amount !== expected.amount || state.currency !== expected.currency)
          return {
            ok: false,
            reason: 'amount_mismatch',
            state,
            detail: `provider has ${state.amount} ${state.currency}`,
          };
        // P24 has no refund lookup in our brief: the signed notification's amount is the refund's.
        return {
          ok: true,
          state: {
            ...state,
            status: notification.status,
            providerStatus: `REFUND_${notification.refundStatus}`,
          },
          refund: {
            refundId: notification.refundId,
            status: notification.refundStatus,
            amount: notification.amount,
          },
        };
      }
      // Check before verifying: a verify with the wrong amount would settle money we do not expect.
      if (notification.amount !== expected.amount || notification.currency !== expected.currency) {
        return {
          ok: false,
          reason: 'amount_mismatch',
          detail: `notification has ${notification.amount} ${notification.currency}, we expect ${expected.amount} ${expected.currency}`,
        };
      }
      const orderId = Number(notification.providerTransactionId);
      const fields = {
        sessionId: notification.providerOrderId,
        orderId,
        amount: expected.amount,
        currency: expected.currency,
      };
      const res = await api('PUT', '/transaction/verify', {
        merchantId: settings.merchantId,
        posId: settings.posId,
        ...fields,
        sign: verifySign(fields, settings.crc),
      });
      const status = (res.json as { data?: { status?: unknown } } | undefined)?.data?.status;
      if (res.status !== 200 || status !== 'success') {
        if (isRetryableStatus(res.status)) throw refused('verify', res);
        return { ok: false, reason: 'not_confirmed', detail: `verify answered ${res.status}` };
      }
      return {
        ok: true,
        state: {
          providerOrderId: notification.providerOrderId,
          extOrderId: notification.extOrderId,
          status: 'COMPLETED',
          providerStatus: 'VERIFIED',
          amount: expected.amount,
          currency: expected.currency,
        },
      };
    },
  };
};
