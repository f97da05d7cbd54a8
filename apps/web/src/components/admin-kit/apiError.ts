import { isApiErrorBody, type ApiErrorBody } from '@scena/shared';
import { isApiError } from '../../lib/api';

/**
 * The spec's error body (statusCode, message, formError…) out of whatever a failed call threw:
 * the api client's ApiError (which carries the body), a bare body, or a network/JS error.
 */
export const apiErrorBody = (error: unknown, fallback: string): ApiErrorBody => {
  if (isApiError(error)) return error.body;
  if (isApiErrorBody(error)) return error;
  if (error instanceof Error && error.message) return { statusCode: 0, message: error.message };
  return { statusCode: 0, message: fallback };
};

/**
 * Admin calls report their own failures (toasts, form errors, spec 2 §8), so the query client's
 * global handler must not also send the admin to the error page for a 404 or 500.
 */
export const ADMIN_CALL_META = {
  localStatuses: [0, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504],
} as const;
