import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { translate, type ApiErrorBody, type Language } from '@scena/shared';
import { pickLanguage } from './request-context';

/**
 * Errors Fastify and Node answer before any hook or route runs, given the one error body in the
 * viewer's language (the error handler covers everything later). Both are Fastify options, set
 * in app.ts.
 */

/**
 * The router's own failures. A path that does not decode (`/api/videos/%ff`) is a bad request; a
 * path parameter longer than `maxParamLength` (100, more than any id or slug) names nothing: 404,
 * as for every unparseable path parameter (ARCHITECTURE.md, error model).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const lang = pickLanguage(request);
  const body: ApiErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { statusCode: 404, message: translate(lang, 'error.not_found') }
      : error.code === 'FST_ERR_BAD_URL'
        ? { statusCode: 400, message: translate(lang, 'error.bad_request') }
        : { statusCode: 500, message: translate(lang, 'error.generic') };
  if (body.statusCode >= 500) request.log.error({ err: error }, 'router error');
  else request.log.info({ err: error }, 'bad request line');
  void reply.status(body.statusCode).send(body);
};

/** The viewer's language from whatever header bytes Node read before it gave up. */
const languageOfRaw = (raw: unknown): Language => {
  if (!Buffer.isBuffer(raw)) return pickLanguage({ headers: {} });
  const headers: Record<string, string> = {};
  for (const line of raw.toString('latin1').split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return pickLanguage({ headers });
};

const CLIENT_ERRORS: Record<string, { status: number; key: string }> = {
  // Node's header limit (maxHeaderSize, 16 KB) counts the request line: a huge URL lands here.
  HPE_HEADER_OVERFLOW: { status: 431, key: 'error.request_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'error.bad_request' },
};

/**
 * Node's HTTP parser refuses a request (headers or URL over maxHeaderSize, malformed request line)
 * before Fastify has a request: Fastify's default writes an English body. Same answer, our body.
 */
export function clientErrorHandler(
  this: { log: { trace(obj: object, msg: string): void } },
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, key: 'error.bad_request' };
  const body = JSON.stringify({
    statusCode: status,
    message: translate(languageOfRaw(error.rawPacket), key),
  } satisfies ApiErrorBody);
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
