import { isApiErrorBody, type ApiErrorBody } from '@scena/shared/errors';
import { viewerMessages } from '@scena/shared/i18n/viewer';
import { session, type LogoutReason } from './session';
import { currentLanguage } from './language';

/** A failed API call, carrying the spec's error body (spec 1 §8). Status 0 means no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.statusCode;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** The message of a failure without a usable answer (the viewer's bundled messages have it). */
const genericError = (): string => viewerMessages[currentLanguage()]['error.generic'];

const SESSION_TYPES: readonly LogoutReason[] = ['sessionEnd', 'anotherUser', 'userBlocked'];

/**
 * Which failures end the local session. The server marks dead sessions with `type`
 * (sessionEnd, anotherUser, userBlocked); any 401 on a call that carried our token also means
 * the token is no longer valid. A 400 or 403 without such a type (a form error, a resource the
 * user may not touch) is shown inline instead of signing the user out.
 */
export const sessionEndReason = (body: ApiErrorBody): LogoutReason | null => {
  if (body.type && (SESSION_TYPES as readonly string[]).includes(body.type)) {
    if (body.statusCode === 400 || body.statusCode === 401 || body.statusCode === 403)
      return body.type as LogoutReason;
  }
  if (body.statusCode === 401) return 'sessionEnd';
  return null;
};

const buildUrl = (path: string, query?: Record<string, QueryValue>): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The one way the web app talks to the API: JSON in and out, the session token in
 * `x-auth-token`, the language in `x-lang` (the `lang` cookie travels too). Every answer is an
 * "action" on which the token is checked: a dead session signs the user out here, whatever
 * the caller does with the error.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = session.getState();
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': currentLanguage() };
  if (token) headers['x-auth-token'] = token;
  // FormData (multipart uploads, spec 2 §2.1) sets its own content type with the boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError({ statusCode: 0, message: genericError() });
  }

  const data = await readJson(response);
  if (response.ok) return data as T;

  const body: ApiErrorBody = isApiErrorBody(data)
    ? data
    : { statusCode: response.status, message: genericError() };
  // Trust the HTTP status over a body that disagrees with it.
  if (body.statusCode !== response.status) body.statusCode = response.status;

  if (token && session.getState().token === token) {
    const reason = sessionEndReason(body);
    if (reason) session.logout(reason);
  }
  throw new ApiError(body);
}
