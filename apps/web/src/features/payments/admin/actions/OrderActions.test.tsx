import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { refundsSchema } from '@scena/shared/payments/actions.contract';
import { renderAdmin, testQueryClient } from '../../../../components/admin-kit/testUtils';
import { paymentActionsKeys } from '../../api/payment-actions';
import { OrderActions } from './OrderActions';
import type { ActionableOrder } from './types';

const order = (fields: Partial<ActionableOrder>): ActionableOrder => ({
  id: 7,
  extOrderId: 'ABCDEFGHJKMNPQRSTVWXYZ01',
  status: 'COMPLETED',
  country: 'PL',
  expiration_date: null,
  amount: 80,
  provider: 'payu',
  email: 'jan@example.com',
  ...fields,
});
const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('OrderActions (spec 3 §2.4)', () => {
  it('offers cancel only for an unpaid order, refund only for a paid one that went through the provider', async () => {
    const view = await renderAdmin(<OrderActions kind="event" order={order({ status: 'PENDING' })} />);
    expect(names()).toEqual(['Edytuj: jan@example.com', 'Anuluj płatność: jan@example.com']);
    view.unmount();
    const paid = await renderAdmin(<OrderActions kind="event" order={order({})} />);
    expect(names()).toEqual(['Edytuj: jan@example.com', 'Zwrot pieniędzy: jan@example.com']);
    paid.unmount();
    const free = await renderAdmin(<OrderActions kind="video" order={order({ provider: 'free' })} />);
    expect(names()).toEqual(['Edytuj: jan@example.com']);
    free.unmount();
    for (const status of ['REFUNDED', 'CANCELED'] as const) {
      const final = await renderAdmin(<OrderActions kind="video" order={order({ status })} />);
      expect(names()).toEqual(['Edytuj: jan@example.com']);
      final.unmount();
    }
  });

  it('the refund dialog says what was refunded and offers what is left', async () => {
    const client = testQueryClient();
    const o = order({});
    client.setQueryData(
      paymentActionsKeys.refunds('event', o.extOrderId),
      refundsSchema.parse({
        refunds: [
          { id: 1, amount: 30, status: 'FINALIZED', reason: 'admin', created_at: '2026-11-01T10:00:00.000Z' },
        ],
        refunded: 30,
        pending: 0,
        refundable: 50,
      }),
    );
    await renderAdmin(<OrderActions kind="event" order={o} />, 'pl', client);
    screen.getByRole('button', { name: 'Zwrot pieniędzy: jan@example.com' }).click();
    expect(
      await screen.findByText(
        'Kwota zamówienia: 80,00 zł. Zwrócono: 30,00 zł, w toku: 0,00 zł. Można zwrócić: 50,00 zł.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Kwota zwrotu (zł)')).toHaveValue('50,00');
    expect(screen.getByText('zwrócony')).toBeInTheDocument();
  });
});
