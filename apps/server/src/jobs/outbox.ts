import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { claimDueMessages, markAttemptFailed, markSent, type MailTransport } from '../adapters/mailer';

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxRunOptions {
  batchSize?: number;
  log?: FastifyBaseLogger;
}

export const OUTBOX_BATCH_SIZE = 10;

/**
 * One pass of the outbox: claim due messages (safe with several workers and instances), send each
 * through the transport, then mark it sent, or schedule a retry with back-off, or give up after
 * the last attempt. A transport error never escapes; a database error does (the runner logs it).
 */
export const processOutboxOnce = async (
  ctx: Pick<AppContext, 'db'>,
  transport: MailTransport,
  options: OutboxRunOptions = {},
): Promise<OutboxRunResult> => {
  const rows = await claimDueMessages(ctx.db, options.batchSize ?? OUTBOX_BATCH_SIZE);
  const result: OutboxRunResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.headers ? { headers: row.headers } : {}),
      });
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
