import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeOrdersEndpoints } from '@scena/shared/code-orders.endpoints';
import { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import { answer, at, mockApi, resetBrowser } from '../../../test/app-harness';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import plCodeOrders from '../../../../public/locales/pl/code-orders.json';
import { codeOrderRow as row } from '../code-orders-fixtures';
import { CodeOrdersList } from './CodeOrdersList';

const statistics = {
  orders: 3,
  completed: 1,
  usedCodes: 1,
  totalCodes: 2,
  freeCodes: 0,
  ticketsValue: 12.5,
  income: 12.5,
  refunds: 0,
};

const render = async (url = '/teapp-admin?view=gifts') => {
  const result = await renderAdmin(<CodeOrdersList kind="gift" />, 'pl', undefined, { url });
  result.i18n.addResourceBundle('pl', 'code-orders', plCodeOrders);
  return result;
};

afterEach(() => resetBrowser());

describe('gift order list', () => {
  it('shows the statistics and the rows; a row expands to its codes with the activating user; empty codes say why', async () => {
    const { calls } = mockApi({
      [at(codeOrdersEndpoints.listGiftOrders)]: () =>
        answer(codeOrdersEndpoints.listGiftOrders, {
          orders: [
            row(),
            row({ id: 8, extOrderId: 'ABCDEFGHJKMNPQRSTVWXYZ02', email: 'b@example.com', codes: [] }),
            row({
              id: 9,
              extOrderId: 'ABCDEFGHJKMNPQRSTVWXYZ03',
              email: 'c@example.com',
              status: 'WAITING_FOR_CONFIRMATION',
              codes: [],
            }),
          ],
          total: 3,
          statistics,
          date_from: '2026-11-01',
          date_to: '2026-11-30',
        }),
      [at(eventEndpoints.list)]: () => answer(eventEndpoints.list, { events: [] }),
      [at(videoEndpoints.list)]: () => answer(videoEndpoints.list, { videos: [] }),
    });
    await render();
    const table = await screen.findByRole('table', { name: 'Zamówione prezenty: tabela' });
    const line = await within(table).findByRole('row', { name: /halina@example.com/ });
    expect(within(line).getByRole('link', { name: 'Halina Poświatowska' })).toHaveAttribute(
      'href',
      '/konto/42',
    );
    expect(within(line).getByText('9:05, 05.11.2026')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statystyki' });
    expect(within(stats).getByText('1 / 2')).toBeInTheDocument();
    expect(within(stats).getByText('Przychód')).toBeInTheDocument();

    const user = userEvent.setup();
    const expanders = within(table).getAllByRole('button', { name: /rozwiń/i });
    await user.click(expanders[0]!);
    const codes = await screen.findByRole('list', { name: 'Kody zamówienia ABCDEFGHJKMNPQRSTVWXYZ01' });
    expect(within(codes).getByText('K7M2P9QX4RTA')).toBeInTheDocument();
    expect(within(codes).getByRole('link', { name: 'Jan Nowak' })).toHaveAttribute('href', '/konto/51');
    await user.click(expanders[1]!);
    expect(await screen.findByText('Wystąpił błąd przy generowaniu kodów')).toBeInTheDocument();
    await user.click(expanders[2]!);
    expect(await screen.findByText(/Płatność jest w trakcie przetwarzania/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/gifts')).toBeDefined();
  }, 90_000);

  it('hides the money when the status filter is not completed', async () => {
    mockApi({
      [at(codeOrdersEndpoints.listGiftOrders)]: () =>
        answer(codeOrdersEndpoints.listGiftOrders, {
          orders: [],
          total: 0,
          statistics: { ...statistics, ticketsValue: null, income: null, refunds: null },
          date_from: '2026-11-01',
          date_to: '2026-11-30',
        }),
      [at(eventEndpoints.list)]: () => answer(eventEndpoints.list, { events: [] }),
      [at(videoEndpoints.list)]: () => answer(videoEndpoints.list, { videos: [] }),
    });
    await render('/teapp-admin?view=gifts&status=CANCELED');
    const stats = await screen.findByRole('region', { name: 'Statystyki' });
    expect(within(stats).getByText('Złożone zamówienia')).toBeInTheDocument();
    expect(within(stats).queryByText('Przychód')).not.toBeInTheDocument();
  }, 60_000);

  it('shows the server’s message when the range is refused', async () => {
    mockApi({
      [at(codeOrdersEndpoints.listGiftOrders)]: () => ({
        status: 400,
        // The server's answer to a refused query (its schema): the general message, the field's own.
        body: {
          statusCode: 400,
          message: 'Niepoprawne dane. Popraw zaznaczone pola.',
          formError: { date_from: 'Niepoprawna data' },
        },
      }),
      [at(eventEndpoints.list)]: () => answer(eventEndpoints.list, { events: [] }),
      [at(videoEndpoints.list)]: () => answer(videoEndpoints.list, { videos: [] }),
    });
    await render('/teapp-admin?view=gifts&date_from=2026-12-01&date_to=2026-11-01');
    // Spec 3 §8: 'Niepoprawna data', the field's message, not the general one.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Niepoprawna data$/));
  }, 60_000);
});
