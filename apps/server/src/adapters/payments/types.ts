/**
 * The payment provider port. The orders module talks to a provider only through this interface;
 * which one runs (PayU, Przelewy24, or the embedded PayU-compatible sandbox) is configuration
 * (PAYMENT_PROVIDER). Amounts are integer grosze everywhere; conversion to a provider's wire format
 * (PayU: strings, P24: integers) happens inside the adapter.
 */

/** Our payment states (spec 1 §4) that a provider can report. NOT_STARTED is local only. */
export type PaymentStatus =
  | 'PENDING'
  | 'WAITING_FOR_CONFIRMATION'
  | 'COMPLETED'
  | 'CANCELED'
  | 'WAITING_FOR_REFUND'
  | 'REFUNDED'
  | 'UNDEFINED';

/** A refund's own state at the provider. */
export type RefundStatus = 'PENDING' | 'FINALIZED' | 'CANCELED';

export type ProviderName = 'payu' | 'przelewy24' | 'sandbox';

export interface OrderProduct {
  name: string;
  /** Grosze. */
  unitPrice: number;
  quantity: number;
}

export interface CreateOrderInput {
  /** Our order number (unique, not guessable); PayU extOrderId, P24 sessionId. */
  extOrderId: string;
  /** Grosze; must equal the sum of the products. */
  totalAmount: number;
  currency: 'PLN';
  description: string;
  buyer: { email: string; firstName?: string; lastName?: string; language: 'pl' | 'en'; country?: string };
  products: OrderProduct[];
  /** The buyer's IP as we saw it (PayU refuses 0.0.0.0). */
  customerIp: string;
  /** Seconds the provider keeps the order payable: the reservation window. */
  validitySeconds: number;
  /** A site path (e.g. /status-zamowienia/wydarzenie/ABC); the adapter joins it to PUBLIC_URL. */
  continuePath: string;
}

export interface CreatedOrder {
  /** The provider's id (PayU orderId; for P24 our sessionId until a notification names its orderId). */
  providerOrderId: string;
  /** Where to send the buyer's browser. */
  redirectUri: string;
}

/** What the provider says about an order now (retrieve, or the re-fetch after a notification). */
export interface ProviderOrderState {
  providerOrderId: string;
  extOrderId: string;
  status: PaymentStatus;
  /** The provider's own status word, kept for logs and history. */
  providerStatus: string;
  /** Grosze. */
  amount: number;
  currency: string;
}

export interface RefundInput {
  /** Grosze; omitted = the whole amount. */
  amount?: number;
  /** Ours, unique per refund: a retried call with the same key does not refund twice. */
  extRefundId: string;
  description: string;
}

export interface ProviderRefund {
  refundId: string;
  /** Ours, when the provider reports it (PayU's refund record): finds our row before its refundId is known to us. */
  extRefundId?: string;
  status: RefundStatus;
  /** Grosze. */
  amount: number | null;
}

/** A verified, parsed notification. Never act on it before `confirm` (see CONTEXT.md). */
export type PaymentNotification =
  | (ProviderOrderState & {
      kind: 'order';
      /** A stable key for "this notification was handled": provider + order + status. */
      idempotencyKey: string;
      /** The provider's transaction number when it differs from providerOrderId (P24 orderId, needed by `confirm`). */
      providerTransactionId?: string;
    })
  | {
      kind: 'refund';
      providerOrderId: string;
      extOrderId: string;
      refundId: string;
      refundStatus: RefundStatus;
      /** What the order becomes: WAITING_FOR_REFUND, REFUNDED, or COMPLETED for a cancelled refund. */
      status: PaymentStatus;
      amount: number;
      currency: string;
      idempotencyKey: string;
    };

/**
 * Why a notification is not acted on. The first three: not proven to come from the provider
 * (answer 401, change nothing). `malformed_body`: proven (signed with our key) but not a
 * notification we act on (unknown shape, another POS): answer 200 so it is not resent, and log it.
 */
export type NotificationRejection =
  'missing_signature' | 'unsupported_algorithm' | 'bad_signature' | 'malformed_body';

export type VerifiedNotification =
  { ok: true; notification: PaymentNotification } | { ok: false; reason: NotificationRejection };

/** What we expect the order to be worth (our own computation, never the notification's). */
export interface ExpectedAmount {
  amount: number;
  currency: string;
}

export type Confirmation =
  | {
      ok: true;
      state: ProviderOrderState;
      /** For a refund notification: the refund as the provider reports it (its amount may be part of the order's). */
      refund?: ProviderRefund;
    }
  | { ok: false; reason: 'amount_mismatch' | 'not_confirmed'; state?: ProviderOrderState; detail: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Registers the order with the provider; the buyer pays at `redirectUri`. */
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** The provider's current view of an order (reconciliation, expired holds). */
  retrieve(providerOrderId: string): Promise<ProviderOrderState>;
  /** Cancels an order that is not paid yet (a released hold). Providers without a cancel call let it expire. */
  cancel(providerOrderId: string): Promise<void>;
  /** Refunds a paid order (idempotent on extRefundId). */
  refund(providerOrderId: string, input: RefundInput): Promise<ProviderRefund>;
  /**
   * Checks a notification's signature over the raw body exactly as received (never re-serialised
   * JSON) and parses it. A rejection means: answer 401, change nothing.
   */
  verifyNotification(
    rawBody: Buffer | string,
    headers: Record<string, string | string[] | undefined>,
  ): VerifiedNotification;
  /**
   * The step between a verified notification and acting on it: PayU re-fetches the order (the
   * notification is only a hint), Przelewy24 checks the amount and calls `verify` (without which
   * the money does not settle). `expected` is our own amount for the order.
   */
  confirm(notification: PaymentNotification, expected: ExpectedAmount): Promise<Confirmation>;
}

/** Thrown when the provider refuses a call or cannot be reached; `retryable` for 5xx/timeouts/network. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly details: {
      provider: ProviderName | 'payu-api' | 'p24-api';
      httpStatus?: number;
      code?: string;
      retryable: boolean;
      correlationId?: string;
      /** The connection closed before any answer came (the request may or may not have reached the provider). */
      connectionLost?: boolean;
    },
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * `PaymentProviderError.details.code` of a createOrder whose first attempt reached the provider but
 * whose answer was lost (the repeat was refused as a duplicate): the provider holds an order we
 * have no redirect address for. It is never paid (nobody can reach its payment page) and expires
 * at its validityTime / timeLimit.
 */
export const ANSWER_LOST = 'answer_lost';

/** Where every provider posts its notifications (the orders module registers the route). */
export const PAYMENT_NOTIFY_PATH = '/api/payments/notify';
