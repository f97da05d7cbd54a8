import { Agent, type Dispatcher } from 'undici';
import { PaymentProviderError, type ProviderName } from './types';

export type FetchLike = typeof fetch;

/**
 * How long an idle connection to a provider is reused. PayU and P24 do not document theirs; servers
 * commonly keep idle sockets 5 s (Node) or longer, and this also caps the server's own hint: a socket
 * the server closes while a request is going out on it is a lost request (`connectionLost`), so
 * we stop reusing a socket well before the server would close it. A long stall of our event loop
 * can still outlast the margin; `retryOnFreshConnection` covers that.
 */
export const PROVIDER_KEEP_ALIVE_MS = 2_000;

/** The connection pool of one provider client (its keep-alive above). */
export const createProviderAgent = (): Dispatcher =>
  new Agent({ keepAliveTimeout: PROVIDER_KEEP_ALIVE_MS, keepAliveMaxTimeout: PROVIDER_KEEP_ALIVE_MS });

/** undici's and Node's words for "the connection closed before any answer came". */
const CONNECTION_LOST_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);

const lostConnection = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (CONNECTION_LOST_CODES.has((e as { code?: string }).code ?? '')) return true;
  }
  return false;
};

/** The call failed because the connection closed before the provider answered (not a timeout, not a refused connection). */
export const isConnectionLost = (error: unknown): boolean =>
  error instanceof PaymentProviderError && error.details.connectionLost === true;

/**
 * A call that is not idempotent at the provider (PayU create order, P24 register): when its
 * connection was lost before any answer (typically a keep-alive socket the server closed just as
 * the request went out), it is sent once more on a connection of its own. The caller must
 * recognise the provider's refusal of a repeat (PayU ERROR_ORDER_NOT_UNIQUE, P24's existing
 * sessionId): then the first attempt did reach the provider and its answer is lost.
 */
export const retryOnFreshConnection = async <T>(
  send: (dispatcher?: Dispatcher) => Promise<T>,
): Promise<{ result: T; retried: boolean }> => {
  try {
    return { result: await send(), retried: false };
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
  }
  const fresh = new Agent({ connections: 1, keepAliveTimeout: 1 });
  try {
    return { result: await send(fresh), retried: true };
  } finally {
    void fresh.close().catch(() => {});
  }
};

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body was empty or not JSON. */
  json: unknown;
}

/**
 * One HTTP call to a provider: never follows redirects (PayU answers a created order with 302, and
 * following it lands on an HTML page), bounded by a timeout, the body read as JSON when it is JSON.
 * Network failures and timeouts become retryable PaymentProviderErrors.
 */
export const callProvider = async (
  fetchImpl: FetchLike,
  provider: ProviderName | 'payu-api' | 'p24-api',
  url: string,
  init: Omit<RequestInit, 'dispatcher'> & { timeoutMs?: number; dispatcher?: Dispatcher },
): Promise<CallResult> => {
  const { timeoutMs, dispatcher, ...rest } = init;
  const what = `${provider}: ${init.method ?? 'GET'} ${new URL(url).pathname}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...rest,
      // The npm undici is pinned to the version inside Node 24's fetch (process.versions.undici): one dispatcher implementation.
      ...(dispatcher ? ({ dispatcher } as unknown as RequestInit) : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs ?? 15_000),
    });
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    throw new PaymentProviderError(
      `${what} failed: ${(error as Error).message}${cause?.message ? ` (${cause.message})` : ''}`,
      {
        provider,
        retryable: true,
        connectionLost: lostConnection(error),
      },
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The provider answered (its status is known) but the body was cut off: never a "no answer".
    throw new PaymentProviderError(
      `${what}: answer ${response.status} cut off: ${(error as Error).message}`,
      { provider, httpStatus: response.status, retryable: true },
    );
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json };
};

/** 5xx, 408 and 429 are worth another try later; other refusals are final. */
export const isRetryableStatus = (status: number): boolean =>
  status >= 500 || status === 408 || status === 429;

/** Digits only, as PayU and P24 write amounts; anything else is not an amount. */
export const parseAmount = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
};

export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
