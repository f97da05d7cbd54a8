import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountOrdersEndpoints } from '@scena/shared/account-orders.endpoints';
import type { AccountOrder } from '@scena/shared/account-orders.contract';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';

const user = makeUser();
beforeEach(() => {
  resetBrowser();
  signInAs(user);
});
afterEach(() => resetBrowser());

const ids = ['A', 'B', 'C', 'D', 'E'].map((c) => c.repeat(24));

/** A line of the account's table: a paid video order unless told. */
const line = (values: Partial<AccountOrder> & { key: string }): AccountOrder => ({
  item_type: 'video',
  item_id: 5,
  title: 'Wesele',
  slug: 'wesele',
  source: 'order',
  created_at: '2026-06-10T08:05:00.000Z',
  extOrderId: ids[0]!,
  amount: 29.99,
  status: 'COMPLETED',
  payment_url: null,
  cancelable: false,
  used: false,
  expiration_date: null,
  views: 0,
  validity_hours: 48,
  ...values,
});

const list = (orders: AccountOrder[], total = orders.length) =>
  mockApi({
    [at(accountOrdersEndpoints.list, { id: user.id })]: () =>
      answer(accountOrdersEndpoints.list, { orders, total }),
  });

describe('account page: one table of orders and access (spec 1 §2 /konto, §9; issue 19 item 10)', () => {
  it('shows events, videos and access held without an order in one table, each in the one wording', async () => {
    list([
      line({
        key: 'access:1',
        source: 'grant',
        title: 'Dziady',
        slug: 'dziady',
        extOrderId: null,
        amount: null,
        status: null,
      }),
      line({
        key: 'order:2',
        item_type: 'event',
        item_id: 9,
        title: 'Halka',
        slug: null,
        extOrderId: ids[1]!,
        status: 'NOT_STARTED',
        payment_url: 'https://pay.example/1',
        cancelable: true,
      }),
      line({ key: 'order:3', extOrderId: ids[2]!, title: 'Nieoglądane' }),
      line({ key: 'order:4', extOrderId: ids[3]!, title: 'Bezterminowe', validity_hours: 0 }),
      line({
        key: 'order:5',
        extOrderId: ids[4]!,
        title: 'Oglądane',
        used: true,
        expiration_date: '2026-06-12T18:30:00.000Z',
      }),
    ]);
    await renderApp('/konto');
    const section = await screen.findByRole('region', { name: 'Zamówienia i dostęp' });
    // One table on the page for all of it (there were three: events, videos, access).
    expect(await within(section).findAllByRole('table')).toHaveLength(1);
    const table = within(section).getByRole('table', { name: 'Zamówienia i dostęp' });
    const row = (title: string) => within(table).getByRole('row', { name: new RegExp(title) });

    // An access without an order: where it comes from, and "48 h from the first play" like an order.
    expect(within(row('Dziady')).getByRole('link', { name: 'Dziady' })).toHaveAttribute(
      'href',
      '/wideo/dziady',
    );
    expect(row('Dziady')).toHaveTextContent('przyznany dostęp');
    expect(row('Dziady')).toHaveTextContent('48 h od pierwszego odtworzenia');
    expect(row('Dziady')).toHaveTextContent('Wideo');

    // An unpaid event order: its status, no access yet, continue or cancel, its status page.
    const halka = row('Halka');
    expect(within(halka).getByRole('link', { name: 'Halka' })).toHaveAttribute('href', '/wydarzenie/9');
    expect(halka).toHaveTextContent('Wydarzenie');
    expect(halka).toHaveTextContent('Niedokończone');
    expect(halka).toHaveTextContent('29,99 zł');
    expect(halka).toHaveTextContent('10:05, 10.06.2026');
    expect(within(halka).getByRole('link', { name: /Szczegóły/ })).toHaveAttribute(
      'href',
      `/status-zamowienia/wydarzenie/${ids[1]}`,
    );
    expect(within(halka).getByRole('link', { name: /Dokończ płatność/ })).toHaveAttribute(
      'href',
      'https://pay.example/1',
    );

    expect(row('Nieoglądane')).toHaveTextContent('48 h od pierwszego odtworzenia');
    expect(row('Nieoglądane')).toHaveTextContent('Opłacone');
    expect(row('Bezterminowe')).toHaveTextContent('bez limitu');
    expect(row('Oglądane')).toHaveTextContent('20:30, 12.06.2026');
  });

  it('labels a free ticket claimed, never paid', async () => {
    list([line({ key: 'order:1', item_type: 'event', amount: 0 })]);
    await renderApp('/konto');
    const table = await screen.findByRole('table', { name: 'Zamówienia i dostęp' });
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Odebrany bezpłatnie');
    expect(first).not.toHaveTextContent('Opłacone');
  });

  it('says when there is nothing yet', async () => {
    list([]);
    await renderApp('/konto');
    expect(
      await screen.findByText('Nie masz jeszcze zamówień ani dostępu do wydarzeń i wideo.'),
    ).toBeInTheDocument();
  });

  it('pages on the server, 20 a page', async () => {
    const { fetchMock } = mockApi({
      [at(accountOrdersEndpoints.list, { id: user.id })]: () =>
        answer(accountOrdersEndpoints.list, { orders: [line({ key: 'order:1' })], total: 45 }),
    });
    await renderApp('/konto');
    const pager = await screen.findByRole('navigation', { name: 'Strony zamówień' });
    expect(pager).toHaveTextContent('Strona 1 z 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Następna' }));
    await waitFor(() => expect(pager).toHaveTextContent('Strona 2 z 3'));
    const urls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes(`/api/users/${user.id}/orders`));
    expect(urls.at(-1)).toContain('page=2');
    expect(urls.at(-1)).toContain('page_size=20');
  });
});
