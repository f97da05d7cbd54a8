import type { FastifyRequest } from 'fastify';

/** Query parameters whose values stay out of the logs: e-mailed links carry tokens and addresses. */
const SECRET_PARAM = /token|email|password|secret|code/i;

const paramName = (pair: string): string => {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** The URL with the values of secret query parameters replaced (ASVS 16.2.5, 14.2.1). */
export const redactUrl = (url: string): string => {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => (pair.includes('=') && SECRET_PARAM.test(paramName(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair));
  return `${url.slice(0, start)}?${query.join('&')}`;
};

/** Fastify's own request log fields, with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
