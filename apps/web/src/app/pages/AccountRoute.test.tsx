import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mailingEndpoints } from '@scena/shared/mailing.endpoints';
import { accountOrdersEndpoints } from '@scena/shared/account-orders.endpoints';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../test/app-harness';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

const noOrders = () => answer(accountOrdersEndpoints.list, { orders: [], total: 0 });

describe('account page: mailing and orders', () => {
  it('subscribes and unsubscribes with a notification each time', async () => {
    const user = makeUser();
    signInAs(user);
    let subscribed = false;
    mockApi({
      [at(mailingEndpoints.get, { userId: user.id })]: () =>
        answer(mailingEndpoints.get, { mailing: subscribed }),
      [at(mailingEndpoints.subscribe, { userId: user.id })]: () => (
        (subscribed = true),
        answer(mailingEndpoints.subscribe, { mailing: true })
      ),
      [at(mailingEndpoints.unsubscribe, { userId: user.id })]: () => (
        (subscribed = false),
        answer(mailingEndpoints.unsubscribe, { mailing: false })
      ),
      [at(accountOrdersEndpoints.list, { id: user.id })]: noOrders,
    });
    await renderApp('/konto');
    const section = await screen.findByRole('region', { name: 'Newsletter' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Zapisz się' }));
    expect(await screen.findByText('Zapisano do newslettera.')).toBeTruthy();
    await userEvent.click(await within(section).findByRole('button', { name: 'Wypisz się' }));
    expect(await screen.findByText('Wypisano z newslettera.')).toBeTruthy();
    expect(within(section).getByText('Nie subskrybujesz naszego newslettera.')).toBeTruthy();
  });

  it('says when the subscription cannot be read, and when a change fails', async () => {
    const user = makeUser();
    signInAs(user);
    let failRead = true;
    mockApi({
      [at(mailingEndpoints.get, { userId: user.id })]: () =>
        failRead
          ? { status: 500, body: { statusCode: 500, message: 'Błąd' } }
          : answer(mailingEndpoints.get, { mailing: false }),
      [at(mailingEndpoints.subscribe, { userId: user.id })]: () => ({
        status: 500,
        body: { statusCode: 500, message: 'Błąd' },
      }),
      [at(accountOrdersEndpoints.list, { id: user.id })]: noOrders,
    });
    await renderApp('/konto');
    expect(await screen.findByText('Nie udało się pobrać informacji o subskrypcji.')).toBeTruthy();
    failRead = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz się' }));
    expect(await screen.findByText('Wystąpił błąd. Nie udało się zmienić subskrypcji.')).toBeTruthy();
  });
});
