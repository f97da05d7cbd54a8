import { describe, expect, it } from 'vitest';
import type { FaultFacts, FaultOrder } from './faults-check';
import { judge } from './faults-invariants';

const order = (ext: string, status: string, more: Partial<FaultOrder> = {}): FaultOrder => ({
  ext_order_id: ext,
  status,
  event_id: 1,
  has_access: status === 'COMPLETED',
  confirmations: status === 'COMPLETED' ? 1 : 0,
  confirmations_sent: status === 'COMPLETED' ? 1 : 0,
  ...more,
});
const facts = (orders: FaultOrder[], more: Partial<FaultFacts> = {}): FaultFacts => ({
  repaired: { reconciled: 0, released: 0, failed: 0 },
  stock: [{ event_id: 1, ticket_limit: 2, held: 1, holding: 1 }],
  orders,
  outbox: { sent: 1 },
  outboxWaiting: [],
  jobs: [{ name: 'orders.reconcile', state: 'completed', n: 3 }],
  ...more,
});

describe('judge', () => {
  it('passes a night where every paid order has access and one e-mail, and PayU agrees', () => {
    const verdict = judge({
      facts: facts([order('A', 'COMPLETED'), order('B', 'CANCELED')]),
      payu: new Map([
        ['A', 'COMPLETED'],
        ['B', 'CANCELED'],
      ]),
      delivered: new Map([['A', 1]]),
      errorsOutside: 0,
    });
    expect(verdict).toEqual({ breaches: [], notes: [] });
  });

  it('names every breach: oversold, money without access, two e-mails, an order left open, PayU disagreeing, jobs failed, errors outside', () => {
    const verdict = judge({
      facts: facts(
        [
          order('A', 'COMPLETED', { has_access: false }),
          order('B', 'COMPLETED'),
          order('C', 'PENDING'),
          order('D', 'CANCELED'),
        ],
        {
          stock: [{ event_id: 1, ticket_limit: 2, held: 3, holding: 3 }],
          outbox: { sent: 2, failed: 1 },
          jobs: [{ name: 'orders.sold-out-refund', state: 'failed', n: 1 }],
        },
      ),
      payu: new Map([
        ['A', 'COMPLETED'],
        ['B', 'COMPLETED'],
        ['C', 'PENDING'],
        ['D', 'COMPLETED'],
      ]),
      delivered: new Map([
        ['A', 1],
        ['B', 2],
      ]),
      errorsOutside: 4,
    });
    expect(verdict.breaches).toEqual([
      'event 1 oversold: 3 held, 3 orders holding, 2 tickets',
      'order A paid without access',
      'order B: 2 confirmation e-mails delivered',
      'order C left PENDING after reconciliation and hold release',
      'order D paid at PayU but CANCELED here',
      "1 e-mails given up (outbox 'failed')",
      '1 job(s) orders.sold-out-refund failed for good',
      '4 error(s) seen by viewers outside every fault window',
    ]);
  });

  it('a confirmation still retrying is a note, not a breach', () => {
    const verdict = judge({
      facts: facts([order('A', 'COMPLETED', { confirmations_sent: 0 })], {
        outboxWaiting: [
          { status: 'pending', next_attempt_at: '2026-11-29T10:00:00.000Z', attempts: 1, last_error: 'x' },
        ],
      }),
      payu: new Map([['A', 'COMPLETED']]),
      delivered: new Map(),
      errorsOutside: 0,
    });
    expect(verdict.breaches).toEqual([]);
    expect(verdict.notes[0]).toMatch(/^1 paid order\(s\) whose confirmation is still retrying/);
  });
});
