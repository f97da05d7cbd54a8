import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from './api';
import { navigateTo } from './navigation';

/**
 * Per-call error handling hints. `localStatuses`: the caller shows these itself (for example
 * a static page's 404, or 'all' for the terms calls). `silent`: failures are only logged
 * (public fetches such as the app config, spec 1 §8).
 */
export interface ApiErrorMeta extends Record<string, unknown> {
  localStatuses?: readonly number[] | 'all';
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: ApiErrorMeta;
    mutationMeta: ApiErrorMeta;
  }
}

const errorPath = (status: number, message: string): string => {
  const params = new URLSearchParams({ status: String(status), message });
  return `/error?${params.toString()}`;
};

/**
 * Spec 1 §8: 500 and 404 go to the error page with the server's message. Session failures
 * (401, and 400/403 marked as such) already signed the user out in the api client; everything
 * else is shown inline by the component that made the call.
 */
export const handleGlobalApiError = (error: unknown, meta: ApiErrorMeta | undefined): void => {
  if (!isApiError(error)) return;
  if (meta?.silent) {
    console.warn('API call failed', error.status, error.message);
    return;
  }
  const local = meta?.localStatuses;
  if (local === 'all' || local?.includes(error.status)) return;
  if (error.status >= 500 || error.status === 404) navigateTo(errorPath(error.status, error.message));
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleGlobalApiError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleGlobalApiError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // An answered error will not change by asking again; a dropped connection or a proxy
        // between deploys (502-504) might.
        retry: (count, error) =>
          count < 2 && (!(error instanceof ApiError) || [0, 502, 503, 504].includes(error.status)),
      },
      mutations: { retry: false },
    },
  });
