import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ordersEndpoints } from '@scena/shared/orders.endpoints';
import type { EventOrder } from '@scena/shared/orders.contract';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';
import { makeEventOrder, makeVideoOrder } from '../orders-fixtures';
import { ORDER_POLL_MS } from '../api/order';

const ID = 'K7Q2M9X4B8N3C5V1Z6T0R2W8';

beforeEach(() => {
  resetBrowser();
  signInAs(makeUser());
});
afterEach(() => {
  resetBrowser();
  vi.useRealTimers();
});

/** The event order endpoint answering whatever `current()` says now, counting the reads. */
const eventOrderApi = (current: () => Partial<EventOrder>) => {
  const reads = { count: 0 };
  const api = mockApi({
    [at(ordersEndpoints.getEventOrder, { extOrderId: ID })]: () => {
      reads.count += 1;
      return answer(ordersEndpoints.getEventOrder, makeEventOrder({ extOrderId: ID, ...current() }));
    },
  });
  return { ...api, reads };
};

describe('order status pages (spec 1 §2)', () => {
  it('shows "processing" while the payment is pending, keeps asking, and turns into success in place with a watch link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: EventOrder['status'] = 'PENDING';
    const { reads } = eventOrderApi(() => ({ status }));
    await renderApp(`/status-zamowienia/wydarzenie/${ID}`);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Płatność w trakcie przetwarzania',
    });
    const live = heading.closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.getByText('29,99 zł')).toBeInTheDocument();
    expect(screen.getByText('10:05, 10.06.2026')).toBeInTheDocument();
    expect(screen.getByText('Wesele')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do konta' })).toHaveAttribute('href', '/konto');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_MS + 100);
    });
    await waitFor(() => expect(reads.count).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Płatność w trakcie przetwarzania' })).toBe(heading);

    status = 'COMPLETED';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_MS + 100);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dziękujemy! Płatność przyjęta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do oglądania' })).toHaveAttribute(
      'href',
      '/wydarzenie/wesele?ogladaj=true',
    );
    // Final: no more questions.
    const settled = reads.count;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3);
    });
    expect(reads.count).toBe(settled);
  });

  it('offers to continue a pending payment at the provider, or to cancel it and start again', async () => {
    let status: EventOrder['status'] = 'PENDING';
    const checkout = 'http://127.0.0.1:9/sandbox/payu/pay?orderId=X&token=Y';
    const { calls } = mockApi({
      [at(ordersEndpoints.getEventOrder, { extOrderId: ID })]: () =>
        answer(
          ordersEndpoints.getEventOrder,
          makeEventOrder({
            extOrderId: ID,
            event_id: 3,
            status,
            payment_url: status === 'PENDING' ? checkout : null,
            cancelable: status === 'PENDING',
          }),
        ),
      [at(ordersEndpoints.cancelEventOrder, { extOrderId: ID })]: () => {
        status = 'CANCELED';
        return answer(
          ordersEndpoints.cancelEventOrder,
          makeEventOrder({ extOrderId: ID, event_id: 3, status, payment_url: null, cancelable: false }),
        );
      },
    });
    const app = await renderApp(`/status-zamowienia/wydarzenie/${ID}`);
    expect(await screen.findByRole('link', { name: 'Dokończ płatność' })).toHaveAttribute('href', checkout);
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj i zacznij od nowa' }));
    await waitFor(() => expect(app.location()).toBe('/platnosc/wydarzenie/3'));
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/payments/${ID}/cancel`)).toBe(true);
  });

  it('shows the failure with the "payment error" note and a buy-again link when the order was cancelled (error=501)', async () => {
    eventOrderApi(() => ({ status: 'CANCELED', event_id: 3 }));
    await renderApp(`/status-zamowienia/wydarzenie/${ID}?error=501`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Płatność nie powiodła się' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Błąd płatności')).toBeInTheDocument();
    // The text agrees with its own button: buy again (issue 19).
    expect(
      screen.getByText(
        'Płatność nie została zrealizowana i nic nie zostało pobrane. Możesz kupić dostęp jeszcze raz.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kup ponownie' })).toHaveAttribute(
      'href',
      '/platnosc/wydarzenie/3',
    );
  });

  it('never trusts error=501 alone: a completed order is a success, a pending one is still processing', async () => {
    eventOrderApi(() => ({ status: 'COMPLETED' }));
    const first = await renderApp(`/status-zamowienia/wydarzenie/${ID}?error=501`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dziękujemy! Płatność przyjęta' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Błąd płatności')).toBeNull();
    first.unmount();
    eventOrderApi(() => ({ status: 'WAITING_FOR_CONFIRMATION' }));
    await renderApp(`/status-zamowienia/wydarzenie/${ID}?error=501`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Płatność w trakcie przetwarzania' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Operator płatności zgłosił problem/)).toBeInTheDocument();
  });

  it('shows a video order with its "access to" date', async () => {
    mockApi({
      [at(ordersEndpoints.getVideoOrder, { extOrderId: ID })]: () =>
        answer(
          ordersEndpoints.getVideoOrder,
          makeVideoOrder({
            extOrderId: ID,
            status: 'COMPLETED',
            expiration_date: '2026-06-12T18:30:00.000Z',
          }),
        ),
    });
    await renderApp(`/status-zamowienia/wideo/${ID}`);
    expect(await screen.findByText('Dostęp do')).toBeInTheDocument();
    expect(screen.getByText('20:30, 12.06.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do oglądania' })).toHaveAttribute(
      'href',
      '/wideo/dziady?ogladaj=true',
    );
  });

  it("sends a missing order, or someone else's, to the generic error page", async () => {
    mockApi({
      [at(ordersEndpoints.getEventOrder, { extOrderId: ID })]: () => ({
        status: 403,
        body: { statusCode: 403, message: 'Brak uprawnień.' },
      }),
    });
    const app = await renderApp(`/status-zamowienia/wydarzenie/${ID}`);
    await waitFor(() => expect(app.location()).toMatch(/^\/error\?status=404/));
    expect(await screen.findByText('Nie znaleziono zamówienia.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    eventOrderApi(() => ({ status: 'CANCELED' }));
    await renderApp(`/status-zamowienia/wydarzenie/${ID}?error=501`, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Payment error')).toBeInTheDocument();
  });
});
