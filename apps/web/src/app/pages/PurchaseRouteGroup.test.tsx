import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventEndpoints } from '@scena/shared/catalog.endpoints';
import { groupTicketsEndpoints } from '@scena/shared/group-tickets.endpoints';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../test/app-harness';
import { makeEvent } from '../../features/catalog/catalog-fixtures';

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.restoreAllMocks();
});

const event = makeEvent({
  id: 3,
  slug: 'wesele',
  title: 'Wesele',
  event_price: 20,
  access_reason: 'no_access',
});
const groupApi = (buy: () => { status?: number; body?: unknown }) => ({
  [at(eventEndpoints.get, { id: '3' })]: () => answer(eventEndpoints.get, { event }),
  [at(groupTicketsEndpoints.settings)]: () =>
    answer(groupTicketsEndpoints.settings, {
      event_available: true,
      video_available: false,
      one_free: false,
      min_units: 2,
      max_units: 30,
      discount: 0,
    }),
  [at(groupTicketsEndpoints.buy)]: buy,
});
const pending = {
  extOrderId: 'K7Q2M9X4B8N3C5V1Z6T0R2W8',
  status: 'PENDING',
  existing: false,
  redirectUri: 'https://secure.payu.com/pay/?orderId=9',
} as const;

describe('the group option of the purchase page (spec 1 §2, §3 invoice data, §5)', () => {
  it('links its instructions to /n/bilety-grupowe', async () => {
    signInAs(makeUser());
    mockApi(groupApi(() => answer(groupTicketsEndpoints.buy, pending)));
    await renderApp('/platnosc/wydarzenie/3');
    const group = await screen.findByRole('region', { name: 'Bilet grupowy' });
    expect(within(group).getByRole('link', { name: 'Jak działają bilety grupowe?' })).toHaveAttribute(
      'href',
      '/n/bilety-grupowe',
    );
  });

  it('asks for an invoice with the purchase form’s fields and rules, and sends the data with the order', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    signInAs(makeUser());
    const { calls } = mockApi(groupApi(() => answer(groupTicketsEndpoints.buy, pending)));
    await renderApp('/platnosc/wydarzenie/3');
    const group = await screen.findByRole('region', { name: 'Bilet grupowy' });
    const user = userEvent.setup();
    await user.clear(within(group).getByLabelText(/^Liczba biletów/));
    await user.type(within(group).getByLabelText(/^Liczba biletów/), '10');
    await user.click(within(group).getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }));
    await user.click(within(group).getByRole('radio', { name: 'Firmy' }));
    await user.type(within(group).getByLabelText(/^Firma/), 'Szkoła Podstawowa nr 1');
    await user.type(within(group).getByLabelText(/^NIP/), '526-000-12-47');
    await user.type(within(group).getByLabelText(/^Ulica i numer/), 'Szkolna 1');
    await user.type(within(group).getByLabelText(/^Kod pocztowy/), '00-001');
    await user.type(within(group).getByLabelText(/^Miejscowość/), 'Warszawa');
    await user.type(within(group).getByLabelText(/^Województwo/), 'mazowieckie');
    await user.click(within(group).getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(within(group).getByRole('button', { name: 'Kup bilet grupowy' }));
    // The shared NIP checksum refuses before anything is sent.
    expect(await within(group).findByText(/Niepoprawny NIP/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(group).getByLabelText(/^NIP/));
    await user.type(within(group).getByLabelText(/^NIP/), '526-000-12-46');
    await user.click(within(group).getByRole('button', { name: 'Kup bilet grupowy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(pending.redirectUri));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/groupTickets/',
      body: {
        consent: true,
        productSlug: 'event-3-10',
        invoice: {
          invoiceType: 'company',
          company: 'Szkoła Podstawowa nr 1',
          nip: '5260001246',
          street: 'Szkolna 1',
          postal_code: '00-001',
          city: 'Warszawa',
          state: 'mazowieckie',
          country_code: 'PL',
        },
      },
    });
  }, 20_000);

  it('sends no invoice unless asked, and puts the server’s formError on the invoice fields', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    signInAs(makeUser({ firstname: 'Anna', lastname: 'Nowak' }));
    let refuse = true;
    const { calls } = mockApi(
      groupApi(() =>
        refuse
          ? {
              status: 400,
              body: {
                statusCode: 400,
                message: 'Nieprawidłowe dane.',
                formError: { 'invoice.street': 'Podaj ulicę.' },
              },
            }
          : answer(groupTicketsEndpoints.buy, pending),
      ),
    );
    await renderApp('/platnosc/wydarzenie/3');
    const group = await screen.findByRole('region', { name: 'Bilet grupowy' });
    const user = userEvent.setup();
    await user.click(within(group).getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(within(group).getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }));
    for (const [label, value] of [
      [/^Ulica i numer/, 'Długa 2'],
      [/^Kod pocztowy/, '00-002'],
      [/^Miejscowość/, 'Kraków'],
      [/^Województwo/, 'małopolskie'],
    ] as const)
      await user.type(within(group).getByLabelText(label), value);
    await user.click(within(group).getByRole('button', { name: 'Kup bilet grupowy' }));
    expect(await within(group).findByText('Podaj ulicę.')).toBeInTheDocument();
    expect(within(group).getByLabelText(/^Ulica i numer/)).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.click(within(group).getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }));
    await user.click(within(group).getByRole('button', { name: 'Kup bilet grupowy' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({
      consent: true,
      invoice: null,
      productSlug: 'event-3-2',
    });
  }, 20_000);
});
