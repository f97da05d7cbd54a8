import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ordersEndpoints } from '@scena/shared/orders.endpoints';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';
import { makeEventOrder, makeVideoOrder } from '../orders-fixtures';

beforeEach(() => {
  resetBrowser();
  signInAs(makeUser());
});
afterEach(() => resetBrowser());

const ids = ['A', 'B', 'C'].map((c) => c.repeat(24));

describe('account page: purchases (spec 1 §2 /konto, §4 status words, §9 page size 20)', () => {
  it('says until when each order gives access in the one wording: from the first play, then the end', async () => {
    mockApi({
      [at(ordersEndpoints.listEventOrders)]: () =>
        answer(ordersEndpoints.listEventOrders, { orders: [], total: 0 }),
      [at(ordersEndpoints.listVideoOrders)]: () =>
        answer(ordersEndpoints.listVideoOrders, {
          orders: [
            makeVideoOrder({ id: 1, extOrderId: ids[0]!, status: 'COMPLETED', title: 'Nieoglądane' }),
            makeVideoOrder({
              id: 2,
              extOrderId: ids[1]!,
              status: 'COMPLETED',
              used: true,
              title: 'Bez końca',
            }),
            makeVideoOrder({
              id: 3,
              extOrderId: ids[2]!,
              status: 'COMPLETED',
              used: true,
              expiration_date: '2026-06-12T18:30:00.000Z',
              title: 'Oglądane',
            }),
          ],
          total: 3,
        }),
    });
    await renderApp('/konto');
    const videos = await screen.findByRole('table', { name: 'Wideo' });
    const row = (title: string) => within(videos).getByRole('row', { name: new RegExp(title) });
    expect(row('Nieoglądane')).toHaveTextContent('od pierwszego odtworzenia');
    expect(row('Bez końca')).toHaveTextContent('bez limitu');
    expect(row('Oglądane')).toHaveTextContent('20:30, 12.06.2026');
    // Paid ones are "Opłacone".
    expect(row('Oglądane')).toHaveTextContent('Opłacone');
  });

  it('labels a free ticket claimed, never paid', async () => {
    mockApi({
      [at(ordersEndpoints.listEventOrders)]: () =>
        answer(ordersEndpoints.listEventOrders, {
          orders: [makeEventOrder({ id: 1, extOrderId: ids[0]!, status: 'COMPLETED', amount: 0 })],
          total: 1,
        }),
      [at(ordersEndpoints.listVideoOrders)]: () =>
        answer(ordersEndpoints.listVideoOrders, { orders: [], total: 0 }),
    });
    await renderApp('/konto');
    const events = await screen.findByRole('table', { name: 'Wydarzenia' });
    const [, first] = within(events).getAllByRole('row');
    expect(first).toHaveTextContent('Odebrany bezpłatnie');
    expect(first).not.toHaveTextContent('Opłacone');
  });

  it('lists event and video orders with the item link, date, amount, translated status, access date and the status page', async () => {
    mockApi({
      [at(ordersEndpoints.listEventOrders)]: () =>
        answer(ordersEndpoints.listEventOrders, {
          orders: [
            makeEventOrder({ id: 1, extOrderId: ids[0]!, status: 'NOT_STARTED' }),
            makeEventOrder({
              id: 2,
              extOrderId: ids[1]!,
              status: 'WAITING_FOR_CONFIRMATION',
              title: 'Halka',
              slug: null,
              event_id: 9,
            }),
          ],
          total: 2,
        }),
      [at(ordersEndpoints.listVideoOrders)]: () =>
        answer(ordersEndpoints.listVideoOrders, {
          orders: [
            makeVideoOrder({
              id: 3,
              extOrderId: ids[2]!,
              status: 'COMPLETED',
              expiration_date: '2026-06-12T18:30:00.000Z',
            }),
          ],
          total: 1,
        }),
    });
    await renderApp('/konto');
    const section = await screen.findByRole('region', { name: 'Zakupy' });
    const events = await within(section).findByRole('table', { name: 'Wydarzenia' });
    const [, first, second] = within(events).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Wesele' })).toHaveAttribute(
      'href',
      '/wydarzenie/wesele',
    );
    expect(first).toHaveTextContent('Niedokończone');
    expect(first).toHaveTextContent('10:05, 10.06.2026');
    expect(first).toHaveTextContent('29,99 zł');
    expect(within(first!).getByRole('link', { name: /Szczegóły/ })).toHaveAttribute(
      'href',
      `/status-zamowienia/wydarzenie/${ids[0]}`,
    );
    // A deleted item keeps its title; the link falls back to the id.
    expect(within(second!).getByRole('link', { name: 'Halka' })).toHaveAttribute('href', '/wydarzenie/9');
    expect(second).toHaveTextContent('Przetwarzanie');

    const videos = within(section).getByRole('table', { name: 'Wideo' });
    const [, video] = within(videos).getAllByRole('row');
    expect(video).toHaveTextContent('Opłacone');
    expect(video).toHaveTextContent('20:30, 12.06.2026');
    expect(within(video!).getByRole('link', { name: /Szczegóły/ })).toHaveAttribute(
      'href',
      `/status-zamowienia/wideo/${ids[2]}`,
    );
  });

  it('pages on the server, 20 a page', async () => {
    const { calls, fetchMock } = mockApi({
      [at(ordersEndpoints.listEventOrders)]: (call) =>
        answer(ordersEndpoints.listEventOrders, {
          orders: [
            makeEventOrder({
              id: calls.length,
              title: `Spektakl ${calls.filter((c) => c.path === call.path).length}`,
            }),
          ],
          total: 45,
        }),
      [at(ordersEndpoints.listVideoOrders)]: () =>
        answer(ordersEndpoints.listVideoOrders, { orders: [], total: 0 }),
    });
    await renderApp('/konto');
    expect(await screen.findByText('Nie masz jeszcze zamówień wideo.')).toBeInTheDocument();
    const pager = await screen.findByRole('navigation', { name: 'Strony zamówień wydarzeń' });
    expect(pager).toHaveTextContent('Strona 1 z 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Następna' }));
    await waitFor(() => expect(pager).toHaveTextContent('Strona 2 z 3'));
    const asked = calls.filter((c) => c.path === '/api/payments/user');
    expect(asked.length).toBe(2);
    const urls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/api/payments/user'));
    expect(urls.at(-1)).toContain('page=2');
    expect(urls.at(-1)).toContain('page_size=20');
  });
});
