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
    .map((pair) =>
      pair.includes('=') && SECRET_PARAM.test(paramName(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair,
    );
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

/**
 * Fields of database errors that carry the statement's values: drizzle's DrizzleQueryError and
 * PGlite's errors keep `params` (every bound value: password hashes, tokens, addresses) and PGlite
 * `queryOptions`; PostgreSQL's `detail` repeats values ("Key (email)=(…)", "Failing row contains
 * (…)"), `where` and `internalQuery` can quote them. The SQL text (`query`, placeholders only) stays.
 */
const VALUE_FIELDS = new Set([
  'params',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
  'cause',
  'message',
  'stack',
]);
const MAX_CAUSES = 5;

/** Drizzle puts the values into the message too: "Failed query: <sql>\nparams: <values>". */
const messageOf = (error: Error & { params?: unknown }): string => {
  const message = String(error.message ?? '');
  const cut = 'params' in error ? message.indexOf('\nparams:') : -1;
  return cut >= 0 ? message.slice(0, cut) : message;
};

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

const serializeCause = (cause: unknown, depth: number): unknown =>
  cause instanceof Error && depth < MAX_CAUSES
    ? serializeError(cause, depth + 1)
    : cause instanceof Error
      ? { type: cause.constructor?.name }
      : cause;

const serializeError = (error: Error, depth: number): SerializedError => {
  const type = error.constructor?.name ?? 'Error';
  const message = messageOf(error);
  // Skip the message V8 copied into the stack whole: a value holding "\n    at …" stays out too.
  const stack = String(error.stack ?? '');
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  const frames = (stack.startsWith(header) ? stack.slice(header.length) : stack)
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key) && value !== undefined) out[key] = value;
  }
  if (error.cause !== undefined) out.cause = serializeCause(error.cause, depth);
  return out as SerializedError;
};

/**
 * The logger's `err` serializer (ASVS 16.2.5): the type, the message and the stack frames, the
 * error's own fields without the values above, and its causes the same way. The stack's first
 * line is rebuilt from the cleaned message, since V8 copies the message into it.
 */
export const errorLogSerializer = (error: Error): SerializedError =>
  // Anything else under `err` (a message, null) is logged as it is: a serializer that throws ends the process.
  typeof error === 'object' && error !== null
    ? serializeError(error, 0)
    : (error as unknown as SerializedError);
