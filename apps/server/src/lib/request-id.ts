import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id: one per HTTP request, on every log line of it (`reqId`), sent back as
 * X-Request-Id, and carried into what the request causes later: jobs it enqueues (their log lines
 * show `requestId`) and e-mails it queues (an X-Request-Id header). The proxy's own id is taken
 * when a trusted proxy sends one (deploy/nginx sets `$request_id`), so one id runs from nginx's
 * log to the e-mail.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const SANE = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id for a request: the trusted proxy's, when sane, else a fresh UUID. */
export const requestIdFor = (header: unknown, fromTrustedProxy: boolean): string =>
  fromTrustedProxy && typeof header === 'string' && SANE.test(header) ? header : randomUUID();

const storage = new AsyncLocalStorage<string>();

/** Runs `fn` with `id` as the current request id (a request's hooks and handler; a job's handler). */
export const runWithRequestId = <T>(id: string | undefined, fn: () => T): T =>
  id ? storage.run(id, fn) : fn();

/** The request id of the work running now, if it came from a request. */
export const currentRequestId = (): string | undefined => storage.getStore();

/** Where a job's payload carries the id of the request that enqueued it (jobs/enqueue.ts, jobs/worker.ts). */
export const JOB_REQUEST_ID = '_requestId';

/** Adds the current request id to a job's object payload (others are left as they are). */
export const stampPayload = <P>(payload: P): P => {
  const id = currentRequestId();
  if (!id || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return { ...payload, [JOB_REQUEST_ID]: id };
};

/** A job's payload without the stamp, and the stamp. */
export const unstampPayload = (data: unknown): { data: unknown; requestId: string | undefined } => {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !(JOB_REQUEST_ID in data))
    return { data, requestId: undefined };
  const { [JOB_REQUEST_ID]: requestId, ...rest } = data as Record<string, unknown>;
  return { data: rest, requestId: typeof requestId === 'string' ? requestId : undefined };
};
