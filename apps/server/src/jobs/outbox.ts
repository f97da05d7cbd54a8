import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import {
  claimDueMessages,
  markAttemptFailed,
  markSent,
  releaseClaims,
  type MailTransport,
} from '../adapters/mailer';

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxRunOptions {
  batchSize?: number;
  log?: FastifyBaseLogger;
  /** The instance is shutting down: send no further message; the batch's unsent rows go back at once. */
  stopping?: AbortSignal;
  /** The shutdown's time is up: stop waiting for the message in hand; it is retried like any failed send. */
  cut?: AbortSignal;
}

export const OUTBOX_BATCH_SIZE = 10;

const CUT_MESSAGE = 'the instance shut down before the SMTP server answered';

/** The send's outcome, or a failure as soon as `cut` fires (nodemailer's send cannot be aborted). */
const unlessCut = (send: Promise<void>, cut: AbortSignal | undefined): Promise<void> =>
  cut
    ? new Promise((resolve, reject) => {
        const onCut = () => reject(new Error(CUT_MESSAGE));
        if (cut.aborted) return onCut();
        cut.addEventListener('abort', onCut, { once: true });
        send.then(resolve, reject).finally(() => cut.removeEventListener('abort', onCut));
      })
    : send;

/**
 * One pass of the outbox: claim due messages (safe with several workers and instances), send each
 * through the transport, then mark it sent, or schedule a retry with back-off, or give up after
 * the last attempt. A transport error never escapes; a database error does (the runner logs it).
 * Shutting down, the rows not yet tried are released at once (not after OUTBOX_LEASE_SECONDS), so
 * another instance sends them.
 */
export const processOutboxOnce = async (
  ctx: Pick<AppContext, 'db'>,
  transport: MailTransport,
  options: OutboxRunOptions = {},
): Promise<OutboxRunResult> => {
  const rows = await claimDueMessages(ctx.db, options.batchSize ?? OUTBOX_BATCH_SIZE);
  const result: OutboxRunResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  for (const [index, row] of rows.entries()) {
    if (options.stopping?.aborted) {
      await releaseClaims(ctx.db, rows.slice(index));
      break;
    }
    try {
      const message = {
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.headers ? { headers: row.headers } : {}),
      };
      await unlessCut(transport.send(message), options.cut);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const outcome = await markAttemptFailed(ctx.db, row, message);
      result[outcome === 'failed' ? 'failed' : 'retried'] += 1;
      const level = outcome === 'failed' ? 'error' : 'warn';
      options.log?.[level](
        { outboxId: row.id, attempt: row.attempts, transport: transport.name, error: message },
        'e-mail not sent',
      );
      continue;
    }
    await markSent(ctx.db, row);
    result.sent += 1;
  }
  return result;
};
