import type { Dispatcher } from 'undici';
import { callProvider, isRetryableStatus, joinUrl, type FetchLike } from '../http';
import { PaymentProviderError, type ProviderName } from '../types';

export interface PayuCredentials {
  apiUrl: string;
  clientId: string;
  clientSecret: string | (() => Promise<string>);
}

/** Renew this long before the provider says the token expires (PayU tokens last ~12 h). */
const RENEW_MARGIN_MS = 60_000;

/**
 * OAuth client_credentials (PayU REST v2.1 /pl/standard/user/oauth/authorize) with the token cached per instance. Each
 * instance holding its own token is fine (PayU issues several); concurrent callers share one
 * request, and `invalidate` after a 401 makes the next call fetch a fresh token.
 */
export const createPayuTokenSource = (
  credentials: PayuCredentials,
  fetchImpl: FetchLike,
  provider: ProviderName,
  now = () => Date.now(),
  dispatcher?: Dispatcher,
) => {
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret:
        typeof credentials.clientSecret === 'string'
          ? credentials.clientSecret
          : await credentials.clientSecret(),
    });
    const res = await callProvider(
      fetchImpl,
      provider,
      joinUrl(credentials.apiUrl, '/pl/standard/user/oauth/authorize'),
      {
        method: 'POST',
        // Without this exact content type PayU answers 401.
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: body.toString(),
        dispatcher,
      },
    );
    const json = res.json as
      | { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown }
      | undefined;
    if (res.status !== 200 || typeof json?.access_token !== 'string') {
      throw new PaymentProviderError(
        `${provider}: OAuth refused (${res.status} ${String(json?.error ?? '')} ${String(json?.error_description ?? '')})`.trim(),
        {
          provider,
          httpStatus: res.status,
          code: typeof json?.error === 'string' ? json.error : undefined,
          retryable: isRetryableStatus(res.status),
        },
      );
    }
    const seconds = typeof json.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : 300;
    cached = { token: json.access_token, expiresAt: now() + seconds * 1000 };
    return json.access_token;
  };

  return {
    async token(): Promise<string> {
      if (cached && cached.expiresAt - RENEW_MARGIN_MS > now()) return cached.token;
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forget a token the API refused (revoked, or expired early). */
    invalidate(token: string): void {
      if (cached?.token === token) cached = null;
    },
  };
};

export type PayuTokenSource = ReturnType<typeof createPayuTokenSource>;
