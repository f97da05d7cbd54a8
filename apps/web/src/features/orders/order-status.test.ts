import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@scena/shared/orders/status';
import { orderOutcome, STATUS_LABEL_KEY } from './order-status';
import plCatalogue from '../../../public/locales/pl/translation.json';
import enCatalogue from '../../../public/locales/en/translation.json';

describe('order status words and outcomes (spec 1 §4)', () => {
  it('names every status in Polish and English, both waiting states as "processing", NOT_STARTED as "unfinished"', () => {
    for (const status of PAYMENT_STATUSES) {
      const key = STATUS_LABEL_KEY[status].replace(
        'order_status.',
        '',
      ) as keyof typeof plCatalogue.order_status;
      expect(plCatalogue.order_status[key], status).toBeTruthy();
      expect(enCatalogue.order_status[key], status).toBeTruthy();
    }
    expect(plCatalogue.order_status.status_not_started).toBe('Niedokończone');
    expect(STATUS_LABEL_KEY.PENDING).toBe(STATUS_LABEL_KEY.WAITING_FOR_CONFIRMATION);
  });

  it('keeps asking only while processing; decides by the status alone', () => {
    expect(PAYMENT_STATUSES.map((status) => [status, orderOutcome(status)])).toEqual([
      ['NOT_STARTED', 'failure'],
      ['UNDEFINED', 'failure'],
      ['PENDING', 'processing'],
      ['WAITING_FOR_CONFIRMATION', 'processing'],
      ['COMPLETED', 'success'],
      ['CANCELED', 'failure'],
      ['REFUNDED', 'refund'],
      ['WAITING_FOR_REFUND', 'refund'],
    ]);
  });
});
