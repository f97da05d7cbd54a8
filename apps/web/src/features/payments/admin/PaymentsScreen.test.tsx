import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { paymentsEndpoints } from '@scena/shared/payments.endpoints';
import { eventEndpoints } from '@scena/shared/catalog.endpoints';
import type { PaymentRow } from '@scena/shared/payments.contract';
import { answer, at, mockApi, resetBrowser } from '../../../test/app-harness';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import plPayments from '../../../../public/locales/pl/payments.json';
import PaymentsScreen from './PaymentsScreen';

const row = (overrides: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 7,
  extOrderId: 'ABCDEFGHJKMNPQRSTVWXYZ01',
  orderId: 'PAYU123',
  product_type: 'event',
  event_id: 3,
  video_id: null,
  title: 'Wesele',
  slug: 'wesele',
  user_id: 42,
  firstname: 'Halina',
  lastname: 'Poświatowska',
  email: 'halina@example.com',
  country: 'PL',
  customer_ip: '10.0.0.1',
  provider: 'payu',
  amount: 12.5,
  refunded: 0,
  status: 'COMPLETED',
  used_code: null,
  used: true,
  views: 2,
  created_at: '2026-11-05T08:05:00.000Z',
  updated_at: '2026-11-05T08:06:00.000Z',
  expiration_date: null,
  ...overrides,
});

const render = async (ui = <PaymentsScreen />, url = '/teapp-admin?view=payments') => {
  const result = await renderAdmin(ui, 'pl', undefined, { url });
  result.i18n.addResourceBundle('pl', 'payments', plPayments);
  return result;
};

afterEach(() => resetBrowser());

describe('payments screen', () => {
  it('shows the range, its statistics and the rows, with an actions column plugged in from outside', async () => {
    const { calls } = mockApi({
      [at(paymentsEndpoints.listEventPayments)]: () =>
        answer(paymentsEndpoints.listEventPayments, {
          orders: [row()],
          total: 1,
          statistics: { orders: 3, completed: 1, ticketsValue: 12.5, income: 12.5, refunds: 0 },
          date_from: '2026-11-01',
          date_to: '2026-11-30',
        }),
      [at(eventEndpoints.list)]: () => answer(eventEndpoints.list, { events: [] }),
    });
    await render(
      <PaymentsScreen renderActions={(r) => <button type="button">Anuluj {r.extOrderId}</button>} />,
    );
    const table = await screen.findByRole('table', { name: 'Zamówienia' });
    const line = await within(table).findByRole('row', { name: /halina@example.com/ });
    expect(within(line).getByRole('link', { name: 'Halina Poświatowska' })).toHaveAttribute(
      'href',
      '/konto/42',
    );
    expect(within(line).getByText('Zakończona')).toBeInTheDocument();
    expect(within(line).getByText('9:05, 05.11.2026', { exact: false })).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Anuluj ABCDEFGHJKMNPQRSTVWXYZ01' })).toBeInTheDocument();
    expect(screen.getByText('Zakres: 01.11.2026 – 30.11.2026')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statystyki' });
    expect(within(stats).getByText('Złożone zamówienia')).toBeInTheDocument();
    expect(within(stats).getAllByText('12,50 zł')).toHaveLength(2);
    const list = calls.find((call) => call.path === '/api/payments');
    expect(list).toBeDefined();
    // The first antd screen of a test run imports slowly on a busy machine.
  }, 30_000);

  it('shows the server’s message when the range is refused', async () => {
    mockApi({
      [at(paymentsEndpoints.listEventPayments)]: () => ({
        status: 400,
        // The server's answer to a refused query (its schema): the general message, the field's own.
        body: {
          statusCode: 400,
          message: 'Niepoprawne dane. Popraw zaznaczone pola.',
          formError: { date_from: 'Niepoprawna data' },
        },
      }),
      [at(eventEndpoints.list)]: () => answer(eventEndpoints.list, { events: [] }),
    });
    await render(undefined, '/teapp-admin?view=payments&date_from=2026-12-01&date_to=2026-11-01');
    // Spec 3 §8: 'Niepoprawna data', the field's message, not the general one.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Niepoprawna data$/));
  });
});
