import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from '@scena/shared/orders/status';
import { isLatePayment, nextStatus, type StatusCause } from './order-status';

const status = fc.constantFrom(...PAYMENT_STATUSES);
const cause = fc.constantFrom<StatusCause>('payment', 'refund');
const run = (start: PaymentStatus, reports: [PaymentStatus, StatusCause][]) =>
  reports.reduce<PaymentStatus>((current, [to, why]) => nextStatus(current, to, why) ?? current, start);

describe('order status machine', () => {
  it('walks the happy path and the refund path', () => {
    expect(nextStatus('NOT_STARTED', 'PENDING', 'payment')).toBe('PENDING');
    expect(nextStatus('PENDING', 'WAITING_FOR_CONFIRMATION', 'payment')).toBe('WAITING_FOR_CONFIRMATION');
    expect(nextStatus('WAITING_FOR_CONFIRMATION', 'COMPLETED', 'payment')).toBe('COMPLETED');
    expect(nextStatus('PENDING', 'COMPLETED', 'payment')).toBe('COMPLETED');
    expect(nextStatus('PENDING', 'CANCELED', 'payment')).toBe('CANCELED');
    expect(nextStatus('COMPLETED', 'WAITING_FOR_REFUND', 'refund')).toBe('WAITING_FOR_REFUND');
    expect(nextStatus('WAITING_FOR_REFUND', 'REFUNDED', 'refund')).toBe('REFUNDED');
    expect(nextStatus('WAITING_FOR_REFUND', 'COMPLETED', 'refund')).toBe('COMPLETED');
    expect(nextStatus('COMPLETED', 'REFUNDED', 'refund')).toBe('REFUNDED');
  });

  it('a payment the provider confirms for an order we cancelled is the lifecycle’s one exception (not a move of the machine)', () => {
    expect(isLatePayment('CANCELED', 'COMPLETED', 'payment')).toBe(true);
    for (const [from, to, why] of [
      ['CANCELED', 'COMPLETED', 'refund'],
      ['CANCELED', 'PENDING', 'payment'],
      ['CANCELED', 'WAITING_FOR_CONFIRMATION', 'payment'],
      ['REFUNDED', 'COMPLETED', 'payment'],
    ] as const)
      expect(isLatePayment(from, to, why)).toBe(false);
  });

  it('ignores late, duplicate and backward reports', () => {
    expect(nextStatus('COMPLETED', 'PENDING', 'payment')).toBeNull();
    expect(nextStatus('COMPLETED', 'CANCELED', 'payment')).toBeNull();
    expect(nextStatus('CANCELED', 'COMPLETED', 'payment')).toBeNull();
    expect(nextStatus('WAITING_FOR_CONFIRMATION', 'PENDING', 'payment')).toBeNull();
    expect(nextStatus('PENDING', 'PENDING', 'payment')).toBeNull();
    expect(nextStatus('PENDING', 'UNDEFINED', 'payment')).toBeNull();
    expect(nextStatus('PENDING', 'REFUNDED', 'refund')).toBeNull();
    expect(nextStatus('REFUNDED', 'COMPLETED', 'refund')).toBeNull();
    expect(nextStatus('COMPLETED', 'REFUNDED', 'payment')).toBeNull();
  });

  test.prop([fc.array(fc.tuple(status, fc.constant<StatusCause>('payment')), { maxLength: 30 })], {
    numRuns: 2000,
  })('no sequence of payment reports moves a COMPLETED order', (reports) => {
    expect(run('COMPLETED', reports)).toBe('COMPLETED');
  });

  test.prop([status, fc.array(fc.tuple(status, cause), { maxLength: 30 })], { numRuns: 2000 })(
    'REFUNDED and CANCELED are final, and a COMPLETED order only leaves through a refund report',
    (start, reports) => {
      let current = start;
      for (const [to, why] of reports) {
        const next = nextStatus(current, to, why);
        if (next === null) continue;
        expect(current).not.toBe('REFUNDED');
        expect(current).not.toBe('CANCELED');
        if (current === 'COMPLETED') expect(why).toBe('refund');
        current = next;
      }
    },
  );

  test.prop([fc.array(fc.tuple(status, cause), { maxLength: 30 })], { numRuns: 2000 })(
    'whatever arrives, an order that was paid ends paid, refunding or refunded — never unpaid',
    (reports) => {
      const end = run('PENDING', [['COMPLETED', 'payment'], ...reports]);
      expect(['COMPLETED', 'WAITING_FOR_REFUND', 'REFUNDED']).toContain(end);
    },
  );
  it('an administrator’s edit: the four choices where they make sense, never unpaid again after paid, REFUNDED final', () => {
    expect(nextStatus('PENDING', 'COMPLETED', 'admin')).toBe('COMPLETED');
    expect(nextStatus('NOT_STARTED', 'PENDING', 'admin')).toBe('PENDING');
    expect(nextStatus('PENDING', 'CANCELED', 'admin')).toBe('CANCELED');
    expect(nextStatus('COMPLETED', 'REFUNDED', 'admin')).toBe('REFUNDED');
    expect(nextStatus('COMPLETED', 'CANCELED', 'admin')).toBe('CANCELED');
    expect(nextStatus('CANCELED', 'COMPLETED', 'admin')).toBe('COMPLETED');
    expect(nextStatus('WAITING_FOR_REFUND', 'REFUNDED', 'admin')).toBe('REFUNDED');
    for (const [from, to] of [
      ['COMPLETED', 'PENDING'],
      ['PENDING', 'REFUNDED'],
      ['CANCELED', 'REFUNDED'],
      ['CANCELED', 'PENDING'],
      ['REFUNDED', 'COMPLETED'],
      ['REFUNDED', 'PENDING'],
      ['REFUNDED', 'CANCELED'],
      ['WAITING_FOR_REFUND', 'PENDING'],
    ] as const)
      expect(nextStatus(from, to, 'admin'), `${from} → ${to}`).toBeNull();
  });

  test.prop([status, status], { numRuns: 500 })(
    'an administrator never chooses a status off the four',
    (from, to) => {
      const next = nextStatus(from, to, 'admin');
      if (next !== null) expect(['COMPLETED', 'CANCELED', 'REFUNDED', 'PENDING']).toContain(next);
    },
  );
});
