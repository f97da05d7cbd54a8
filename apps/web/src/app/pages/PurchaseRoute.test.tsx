import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import { ordersEndpoints } from '@scena/shared/orders.endpoints';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../test/app-harness';
import { makeEvent, makeVideo } from '../../features/catalog/catalog-fixtures';

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.restoreAllMocks();
});

const paidEvent = makeEvent({
  id: 3,
  slug: 'wesele',
  title: 'Wesele',
  event_price: 29.99,
  access_reason: 'no_access',
});
const eventApi = (event = paidEvent) => ({
  [at(eventEndpoints.get, { id: String(event.id) })]: () => answer(eventEndpoints.get, { event }),
});
const pending = { extOrderId: 'K7Q2M9X4B8N3C5V1Z6T0R2W8', status: 'PENDING', existing: false } as const;

describe('purchase pages (spec 1 §2, §5, §8)', () => {
  it('sends a guest to sign in and back to the purchase page', async () => {
    mockApi();
    const app = await renderApp('/platnosc/wydarzenie/3');
    await waitFor(() => expect(app.location()).toBe('/logowanie?redirect=%2Fplatnosc%2Fwydarzenie%2F3'));
  });

  it('shows the summary, highlights the unticked consent, then sends the purchase and goes to the checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    signInAs(makeUser());
    const { calls } = mockApi({
      ...eventApi(),
      [at(ordersEndpoints.buyEvent, { eventId: 3 })]: () =>
        answer(ordersEndpoints.buyEvent, { ...pending, redirectUri: '/sandbox/payu/checkout/ABC' }),
    });
    await renderApp('/platnosc/wydarzenie/3');
    const summary = await screen.findByRole('region', { name: 'Podsumowanie zakupu' });
    expect(within(summary).getByRole('heading', { name: 'Wesele' })).toBeInTheDocument();
    expect(within(summary).getByText('12.06.2026')).toBeInTheDocument();
    expect(within(summary).getByText('19:00 – 21:30')).toBeInTheDocument();
    expect(within(summary).getByText('29,99 zł')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    const consent = screen.getByRole('checkbox', { name: /Akceptuję regulamin/ });
    await waitFor(() => expect(consent).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Musisz wyrazić zgodę, aby kupić dostęp.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payu/checkout/ABC'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/payments/3',
      body: { consent: true, invoice: null },
    });
  });

  it('never sends the browser to an address that is not a web page (javascript:, //host)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    signInAs(makeUser());
    mockApi({
      ...eventApi(),
      [at(ordersEndpoints.buyEvent, { eventId: 3 })]: () =>
        answer(ordersEndpoints.buyEvent, { ...pending, redirectUri: 'javascript:alert(1)' }),
    });
    const app = await renderApp('/platnosc/wydarzenie/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(app.location()).toBe('/platnosc/wydarzenie/3');
  });

  it('checks the invoice data with the shared rules (NIP checksum) before sending, and sends it normalised', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    signInAs(makeUser());
    const { calls } = mockApi({
      [at(videoEndpoints.get, { id: '4' })]: () =>
        answer(videoEndpoints.get, {
          video: makeVideo({
            id: 4,
            video_price: 19.5,
            tickets_expiration_time: 48,
            access_reason: 'no_access',
          }),
        }),
      [at(ordersEndpoints.buyVideo, { videoId: 4 })]: () =>
        answer(ordersEndpoints.buyVideo, {
          ...pending,
          redirectUri: 'https://secure.payu.com/pay/?orderId=1',
        }),
    });
    await renderApp('/platnosc/wideo/4');
    expect(await screen.findByText('48 godzin od pierwszego odtworzenia')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }));
    await user.click(screen.getByRole('radio', { name: 'Firmy' }));
    await user.type(screen.getByLabelText(/^Firma/), 'Teatr Nowy sp. z o.o.');
    await user.type(screen.getByLabelText(/^NIP/), '526-000-12-47');
    await user.type(screen.getByLabelText(/^Ulica i numer/), 'Marszałkowska 1');
    await user.type(screen.getByLabelText(/^Kod pocztowy/), '00-001');
    await user.type(screen.getByLabelText(/^Miejscowość/), 'Warszawa');
    await user.type(screen.getByLabelText(/^Województwo/), 'mazowieckie');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    expect(await screen.findByText(/Niepoprawny NIP/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^NIP/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(/^NIP/));
    await user.type(screen.getByLabelText(/^NIP/), '526-000-12-46');
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      consent: true,
      code: null,
      invoice: {
        invoiceType: 'company',
        company: 'Teatr Nowy sp. z o.o.',
        nip: '5260001246',
        street: 'Marszałkowska 1',
        postal_code: '00-001',
        city: 'Warszawa',
        state: 'mazowieckie',
        country_code: 'PL',
      },
    });
  });

  it('offers no invoice on a free event with limited tickets and takes the viewer to the event when granted', async () => {
    signInAs(makeUser());
    const free = makeEvent({
      id: 5,
      slug: 'koncert',
      title: 'Koncert',
      event_price: 0,
      available_tickets: 10,
      ticketsLeft: 3,
      access_reason: 'no_access',
    });
    const { calls } = mockApi({
      ...eventApi(free),
      [at(ordersEndpoints.buyEvent, { eventId: 5 })]: () =>
        answer(ordersEndpoints.buyEvent, { ...pending, status: 'COMPLETED', redirectUri: null }),
    });
    const app = await renderApp('/platnosc/wydarzenie/5');
    await screen.findByRole('button', { name: 'Uzyskaj dostęp' });
    expect(screen.getByText('Bezpłatny dostęp')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Chcę otrzymać fakturę' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(screen.getByRole('button', { name: 'Uzyskaj dostęp' }));
    await waitFor(() => expect(app.location()).toBe('/wydarzenie/koncert'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      consent: true,
      invoice: null,
      code: null,
    });
    // Claiming it is confirmed.
    expect(await screen.findByText('Gotowe! Masz bezpłatny dostęp do: Koncert.')).toBeInTheDocument();
  });

  it('shows a refusal as an "error occurred" notification with the server\'s message, its formError on the field, and reads the item again', async () => {
    signInAs(makeUser());
    let reads = 0;
    mockApi({
      [at(eventEndpoints.get, { id: '3' })]: () => {
        reads += 1;
        return answer(eventEndpoints.get, {
          event:
            reads === 1
              ? paidEvent
              : { ...paidEvent, available_tickets: 5, ticketsLeft: 0, access_reason: 'no_tickets' },
        });
      },
      [at(ordersEndpoints.buyEvent, { eventId: 3 })]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          message: 'Brak wolnych biletów.',
          formError: { consent: 'Zgoda jest wymagana.' },
        },
      }),
    });
    await renderApp('/platnosc/wydarzenie/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    const alert = await screen.findByText('Brak wolnych biletów.');
    expect(alert.closest('[role="alert"], [role="status"], .toast')?.textContent).toContain('Wystąpił błąd');
    // The page read the item again: sold out now, so the reason replaces the form.
    expect(await screen.findByText('Zakup nie jest teraz możliwy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamawiam i płacę' })).toBeNull();
  });

  it("puts the server's formError on the invoice fields", async () => {
    signInAs(makeUser());
    mockApi({
      ...eventApi(),
      [at(ordersEndpoints.buyEvent, { eventId: 3 })]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'Niepoprawne dane.',
          formError: { 'invoice.city': 'Za długa nazwa.' },
        },
      }),
    });
    await renderApp('/platnosc/wydarzenie/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Chcę otrzymać fakturę' }));
    await user.click(screen.getByRole('radio', { name: 'Osoby prywatnej' }));
    await user.type(screen.getByLabelText(/^Ulica i numer/), 'Długa 2');
    await user.type(screen.getByLabelText(/^Kod pocztowy/), '30-001');
    await user.type(screen.getByLabelText(/^Miejscowość/), 'Kraków');
    await user.type(screen.getByLabelText(/^Województwo/), 'małopolskie');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    expect(await screen.findByText('Za długa nazwa.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Miejscowość/)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['no_tickets', 'Brak'],
    ['payments_not_available', 'Płatności są niedostępne.'],
    ['age_restriction', 'Ograniczenie wiekowe'],
    ['country_blocked', ''],
  ] as const)('shows why it cannot be bought (%s) instead of the form', async (reason, text) => {
    signInAs(makeUser());
    mockApi(eventApi({ ...paidEvent, access_reason: reason }));
    await renderApp('/platnosc/wydarzenie/3');
    const alert = (await screen.findByText('Zakup nie jest teraz możliwy')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    if (text) expect(alert).toHaveTextContent(text);
    expect(screen.queryByRole('checkbox', { name: /Akceptuję regulamin/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wróć do strony materiału' })).toHaveAttribute(
      'href',
      '/wydarzenie/wesele',
    );
  });

  it('says so when the event is over, when access is held, and while a payment is processing', async () => {
    signInAs(makeUser());
    mockApi(eventApi({ ...paidEvent, available: -1 }));
    const first = await renderApp('/platnosc/wydarzenie/3');
    expect(
      (await screen.findByText('Zakup nie jest teraz możliwy')).closest('[role="alert"]'),
    ).toHaveTextContent('Wydarzenie');
    first.unmount();
    mockApi(
      eventApi({
        ...paidEvent,
        access: true,
        access_source: 'order',
        access_reason: 'not_started',
        paymentStatus: 'COMPLETED',
      }),
    );
    const second = await renderApp('/platnosc/wydarzenie/3');
    expect(await screen.findByText('Masz już dostęp do tego materiału.')).toBeInTheDocument();
    second.unmount();
    mockApi(eventApi({ ...paidEvent, paymentStatus: 'PENDING' }));
    await renderApp('/platnosc/wydarzenie/3');
    expect(await screen.findByText(/jest w trakcie przetwarzania/)).toBeInTheDocument();
  });

  it('names gifts and group tickets as not available yet, uses the generic path for events and videos, and 404s the rest', async () => {
    signInAs(makeUser());
    mockApi(eventApi());
    const gift = await renderApp('/platnosc/gift/1');
    expect(await screen.findByText('Ten produkt nie jest jeszcze dostępny')).toBeInTheDocument();
    gift.unmount();
    const generic = await renderApp('/platnosc/event/3');
    expect(await screen.findByRole('button', { name: 'Zamawiam i płacę' })).toBeInTheDocument();
    generic.unmount();
    await renderApp('/platnosc/bilet/3');
    expect(await screen.findByRole('heading', { name: /404/ })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    signInAs(makeUser());
    mockApi(eventApi());
    await renderApp('/platnosc/wydarzenie/3', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy access' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I want an invoice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order and pay' })).toBeInTheDocument();
  });
});
