// The fault script's verdict (bench/faults.ts), pure so it is unit-tested
// (faults-invariants.test.ts): from the database's facts after the repair pass
// (faults-check.ts), PayU's own record and the e-mails the SMTP server received, every breach of
// what must survive the faults, and notes on what is still retrying (not a breach).
import type { FaultFacts } from './faults-check';

/** Statuses nothing moves on its own any more (a refund waits for the provider's answer). */
export const SETTLED = new Set(['COMPLETED', 'CANCELED', 'REFUNDED', 'WAITING_FOR_REFUND']);
const PAID_HERE = new Set(['COMPLETED', 'WAITING_FOR_REFUND', 'REFUNDED']);

export type Verdict = { breaches: string[]; notes: string[] };

export const judge = (input: {
  facts: FaultFacts;
  /** PayU's status per extOrderId. */
  payu: Map<string, string>;
  /** Confirmation e-mails the SMTP server got, per order number. */
  delivered: Map<string, number>;
  /** Errors viewers saw outside every fault window. */
  errorsOutside: number;
}): Verdict => {
  const { facts, payu, delivered } = input;
  const breaches: string[] = [];
  const notes: string[] = [];
  for (const s of facts.stock)
    if (s.held > s.ticket_limit || s.holding > s.ticket_limit)
      breaches.push(
        `event ${s.event_id} oversold: ${s.held} held, ${s.holding} orders holding, ${s.ticket_limit} tickets`,
      );

  let retrying = 0;
  for (const order of facts.orders) {
    const id = order.ext_order_id;
    const atPayu = payu.get(id);
    if (!SETTLED.has(order.status))
      breaches.push(`order ${id} left ${order.status} after reconciliation and hold release`);
    if (atPayu === 'COMPLETED' && !PAID_HERE.has(order.status))
      breaches.push(`order ${id} paid at PayU but ${order.status} here`);
    if (order.status === 'COMPLETED' && atPayu !== 'COMPLETED')
      breaches.push(`order ${id} COMPLETED here but ${atPayu ?? 'unknown'} at PayU`);
    const got = delivered.get(id) ?? 0;
    if (got > 1) breaches.push(`order ${id}: ${got} confirmation e-mails delivered`);
    if (order.status !== 'COMPLETED') continue;
    if (!order.has_access) breaches.push(`order ${id} paid without access`);
    if (order.confirmations !== 1)
      breaches.push(`order ${id} paid with ${order.confirmations} confirmation e-mails in the outbox`);
    else if (order.confirmations_sent === 1 && got === 0)
      breaches.push(`order ${id}: its confirmation is marked sent, the SMTP server never got it`);
    else if (order.confirmations_sent === 0) retrying += 1;
  }
  if (retrying > 0) {
    const next = facts.outboxWaiting[0];
    notes.push(
      `${retrying} paid order(s) whose confirmation is still retrying (next due ${next?.next_attempt_at ?? '?'}, ${next?.status ?? '?'}, attempts ${next?.attempts ?? '?'})`,
    );
  }
  if ((facts.outbox.failed ?? 0) > 0)
    breaches.push(`${facts.outbox.failed} e-mails given up (outbox 'failed')`);
  for (const job of facts.jobs)
    if (job.state === 'failed') breaches.push(`${job.n} job(s) ${job.name} failed for good`);
  if (facts.repaired && facts.repaired.failed > 0)
    breaches.push(`the repair pass failed on ${facts.repaired.failed} order(s)`);
  if (input.errorsOutside > 0)
    breaches.push(`${input.errorsOutside} error(s) seen by viewers outside every fault window`);
  return { breaches, notes };
};
