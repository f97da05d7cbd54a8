import type { FastifyBaseLogger } from 'fastify';
import { errorMessage } from './provider-check';

export interface JobRunSummary {
  processed: number;
  moved: number;
  failed: number;
}

/**
 * The loop the order jobs share (reconciliation, hold release, refund retry): claim a batch (SKIP LOCKED and a
 * lease, order-jobs.repository.ts, so two instances never take the same order), handle each order
 * on its own (one order's provider error is logged and counted, the rest go on; the lease makes the
 * next run retry it), and claim again until a batch comes back short. Claimed orders are stamped,
 * so each claim only finds orders not seen yet in this run.
 */
export const runClaimedBatches = async <Row extends { id: number; order_id?: number }>(options: {
  claim: (limit: number) => Promise<Row[]>;
  handle: (row: Row) => Promise<boolean>;
  log: FastifyBaseLogger;
  /** Names the job in the log line of a failed order. */
  what: string;
  batch?: number;
}): Promise<JobRunSummary> => {
  const limit = options.batch ?? 50;
  const summary: JobRunSummary = { processed: 0, moved: 0, failed: 0 };
  for (;;) {
    const batch = await options.claim(limit);
    for (const row of batch) {
      summary.processed += 1;
      try {
        if (await options.handle(row)) summary.moved += 1;
      } catch (error) {
        summary.failed += 1;
        options.log.warn(
          // An order, or a row of an order (a refund: its own id too).
          {
            orderId: row.order_id ?? row.id,
            ...(row.order_id !== undefined ? { id: row.id } : {}),
            error: errorMessage(error),
          },
          `${options.what}: provider call failed, next run retries`,
        );
      }
    }
    if (batch.length < limit) return summary;
  }
};
