import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/language';
import { session } from '../../../lib/session';

const fileName = (disposition: string | null, fallback: string) => {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
};

/**
 * A download that needs the session header (a plain link cannot send x-auth-token): fetched as a
 * blob, then saved under the server's file name. Errors come back as the API's message.
 */
export const downloadFile = async (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const headers: Record<string, string> = { 'x-lang': currentLanguage() };
  const { token } = session.getState();
  if (token) headers['x-auth-token'] = token;
  const response = await fetch(`${path}${params.size ? `?${params}` : ''}`, {
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({ statusCode: response.status, message: body?.message ?? response.statusText });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response.headers.get('content-disposition'), 'export.csv');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
