import { PaymentProviderError, type ProviderName } from './types';

export type FetchLike = typeof fetch;

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
  init: RequestInit & { timeoutMs?: number },
): Promise<CallResult> => {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
  } catch (error) {
    throw new PaymentProviderError(`${provider}: ${init.method ?? 'GET'} ${new URL(url).pathname} failed: ${(error as Error).message}`, {
      provider,
      retryable: true,
    });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json };
};

/** 5xx, 408 and 429 are worth another try later; other refusals are final. */
export const isRetryableStatus = (status: number): boolean => status >= 500 || status === 408 || status === 429;

/** Digits only, as PayU and P24 write amounts; anything else is not an amount. */
export const parseAmount = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
};

export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
