import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, at, mockApi, renderApp, resetBrowser } from '../../../test/app-harness';
import { authEndpoints } from '@scena/shared/auth.endpoints';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

const invalidVerification = {
  statusCode: 400,
  message: 'Link weryfikacyjny jest nieprawidłowy, został już użyty lub wygasł. Wyślij nowy link.',
  resend: true,
};

describe('/wylogowano (spec 1 §2)', () => {
  it('shows the sign-in form with a signed-out notice', async () => {
    mockApi();
    await renderApp('/wylogowano');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hasło/)).toBeInTheDocument();
    expect(await screen.findByText('Wylogowano.')).toBeInTheDocument();
  });
});

describe('verification (spec 1 §2 /weryfikacja-konta, §4)', () => {
  it('verifies the e-mailed link once and offers sign-in', async () => {
    const { calls } = mockApi({
      [at(authEndpoints.verify)]: () =>
        answer(authEndpoints.verify, { message: 'Konto zostało zweryfikowane. Możesz się zalogować.' }),
    });
    await renderApp('/weryfikacja-konta?email=ola%40example.com&token=abc');
    expect(await screen.findByText('Konto zostało zweryfikowane. Możesz się zalogować.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
      'href',
      '/logowanie',
    );
    expect(calls.filter((c) => c.path === '/api/verifications')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/verifications')?.body).toEqual({
      email: 'ola@example.com',
      token: 'abc',
    });
  });

  it('shows a bad link with a resend that posts the e-mail to /api/verifications/new', async () => {
    const { calls } = mockApi({
      [at(authEndpoints.verify)]: () => ({ status: 400, body: invalidVerification }),
      [at(authEndpoints.resendVerification)]: () =>
        answer(authEndpoints.resendVerification, { message: 'Wysłaliśmy nowy link.', resend: true }),
    });
    const app = await renderApp('/weryfikacja-konta?email=ola%40example.com&token=used');
    expect(await screen.findByText(invalidVerification.message)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wyślij link ponownie' }));
    expect(await screen.findByText('Wysłaliśmy nowy link.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/verifications/new')?.body).toEqual({
      email: 'ola@example.com',
    });
    // A bad link is the page's own business, not the error page's.
    expect(app.location()).toBe('/weryfikacja-konta?email=ola%40example.com&token=used');
  });
});

/** The server's answer within a minute of the last link (the same for unknown addresses). */
const wait = {
  statusCode: 429,
  message: 'Nowy link można wysłać raz na minutę. Możesz poprosić o nowy link za 45 s.',
};

describe('asking for a link again too soon says when to ask (issue 11)', () => {
  it('verification resend shows the wait, not "sent"', async () => {
    mockApi({
      [at(authEndpoints.verify)]: () => ({ status: 400, body: invalidVerification }),
      [at(authEndpoints.resendVerification)]: () => ({ status: 429, body: wait }),
    });
    const app = await renderApp('/weryfikacja-konta?email=ola%40example.com&token=used');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Wyślij link ponownie' }));
    expect(await screen.findByText(wait.message)).toBeInTheDocument();
    expect(screen.queryByText(/Wysłaliśmy|Wysłano/)).toBeNull();
    expect(app.location()).toBe('/weryfikacja-konta?email=ola%40example.com&token=used');
  });

  it('the reset request form shows the wait and stays on the form', async () => {
    mockApi({ [at(authEndpoints.resetRequest)]: () => ({ status: 429, body: wait }) });
    const app = await renderApp('/resetowanie-hasla');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Adres e-mail/), 'ola@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(wait.message)).toBeInTheDocument();
    expect(app.location()).toBe('/resetowanie-hasla');
  });

  it("the link-sent page's resend shows the wait", async () => {
    mockApi({ [at(authEndpoints.resetRequest)]: () => ({ status: 429, body: wait }) });
    await renderApp('/resetowanie-hasla/informacja?email=ola%40example.com');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Wyślij link ponownie' }));
    expect(await screen.findByText(wait.message)).toBeInTheDocument();
    expect(screen.queryByText(/Wysłaliśmy|Wysłano/)).toBeNull();
  });
});

describe('password reset (spec 1 §2, §4, §5)', () => {
  it('requests a link, then shows the link-sent page with a resend', async () => {
    const { calls } = mockApi({
      [at(authEndpoints.resetRequest)]: () =>
        answer(authEndpoints.resetRequest, { message: 'Wysłano ponownie.' }),
    });
    const app = await renderApp('/resetowanie-hasla');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/passwords')).toBe(false);

    await user.type(screen.getByLabelText(/Adres e-mail/), 'Ola@Example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    await screen.findByRole('heading', { level: 1, name: 'Link został wysłany' });
    expect(app.location()).toBe('/resetowanie-hasla/informacja?email=ola%40example.com');

    await user.click(screen.getByRole('button', { name: 'Wyślij link ponownie' }));
    expect(await screen.findByText('Wysłano ponownie.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/passwords').map((c) => c.body)).toEqual([
      { email: 'ola@example.com' },
      { email: 'ola@example.com' },
    ]);
  });

  it('sends the link-sent page without an e-mail back to the request form', async () => {
    mockApi();
    const app = await renderApp('/resetowanie-hasla/informacja');
    await screen.findByRole('heading', { level: 1, name: 'Resetowanie hasła' });
    expect(app.location()).toBe('/resetowanie-hasla');
  });

  it('checks the link, refuses an underscore (reset rule) and a mismatch, then saves and goes to sign-in', async () => {
    const { calls } = mockApi({
      [at(authEndpoints.resetVerify)]: () =>
        answer(authEndpoints.resetVerify, { message: 'Link jest prawidłowy. Ustaw nowe hasło.' }),
      [at(authEndpoints.resetPassword)]: () =>
        answer(authEndpoints.resetPassword, { message: 'Hasło zostało zmienione. Możesz się zalogować.' }),
    });
    const app = await renderApp('/nowe-haslo?email=ola%40example.com&token=t1');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Nowe hasło/);
    expect(calls.find((c) => c.path === '/api/passwords/verifyreset')?.body).toEqual({
      email: 'ola@example.com',
      token: 't1',
    });

    await user.type(password, 'Nowe_haslo1');
    await user.type(screen.getByLabelText(/^Powtórz hasło/), 'Inne_haslo1');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(
      await screen.findByText(
        'Hasło musi mieć co najmniej 8 znaków i może zawierać litery, cyfry oraz znaki @^()-$#!%*?&.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Hasła muszą być takie same.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(password);
    await user.type(password, 'Nowe-haslo1');
    await user.clear(screen.getByLabelText(/^Powtórz hasło/));
    await user.type(screen.getByLabelText(/^Powtórz hasło/), 'Nowe-haslo1');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(await screen.findByText('Hasło zostało zmienione. Możesz się zalogować.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/logowanie'));
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/passwords')?.body).toEqual({
      email: 'ola@example.com',
      token: 't1',
      newpassword: 'Nowe-haslo1',
      repeatpassword: 'Nowe-haslo1',
    });
  });

  it('shows an expired or used link without the form', async () => {
    const message = 'Link do zmiany hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy.';
    mockApi({ [at(authEndpoints.resetVerify)]: () => ({ status: 400, body: { statusCode: 400, message } }) });
    await renderApp('/nowe-haslo?email=ola%40example.com&token=old');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nowe hasło/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' })).toHaveAttribute(
      'href',
      '/resetowanie-hasla',
    );
  });
});
