import { isApiErrorBody } from '@scena/shared/errors';
import { buildPath, type EndpointDef, type EndpointInput } from '@scena/shared/http/endpoint';
import { ApiError } from './api';
import { currentLanguage } from './language';
import { session } from './session';

/** The file name the server gave (RFC 6266: the UTF-8 `filename*` first), or the fallback. */
export const attachmentName = (header: string | null, fallback: string): string => {
  const utf8 = header && /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) return decodeURIComponent(utf8[1]!);
  const plain = header && /filename="([^"]+)"/i.exec(header);
  return plain ? plain[1]! : fallback;
};

/**
 * Downloads a file answer (CSV exports) of an endpoint: the session token travels in
 * `x-auth-token` as on every call, so a plain link cannot do it; the bytes are saved under the
 * server's file name. A refusal throws the API's error body (its Polish message), as `call()` does.
 */
export const downloadEndpoint = async <E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
): Promise<string> => {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const path = buildPath(endpoint.path, params);
  const headers: Record<string, string> = { 'x-lang': currentLanguage() };
  const { token } = session.getState();
  if (token) headers['x-auth-token'] = token;
  const response = await fetch(search.size ? `${path}?${search}` : path, {
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(
      isApiErrorBody(body) ? body : { statusCode: response.status, message: response.statusText || 'Error' },
    );
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
};
