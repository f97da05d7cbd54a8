import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';
import { session } from '../../../lib/session';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { contentEndpoints } from '@scena/shared/content.endpoints';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

const fillAndSubmit = async (email = 'anna@example.com', password = 'tajne-haslo') => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Adres e-mail/), email);
  await user.type(screen.getByLabelText(/^Hasło/), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  return user;
};

describe('sign-in page (spec 1 §2, §8)', () => {
  it('signs in, stores the session and goes to the redirect target', async () => {
    const user = makeUser();
    const { calls } = mockApi({
      [at(shellEndpoints.signIn)]: () => answer(shellEndpoints.signIn, { ...user, token: 'new-token' }),
    });
    const app = await renderApp('/logowanie?redirect=%2Fkonto');
    await fillAndSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Moje konto' });
    expect(app.location()).toBe('/konto');
    expect(session.getState()).toMatchObject({
      token: 'new-token',
      authenticated: true,
      user: { id: user.id },
    });
    expect(calls.find((c) => c.path === '/api/auth')?.body).toEqual({
      email: 'anna@example.com',
      password: 'tajne-haslo',
      remember: false,
    });
  });

  it('shows wrong credentials inline and stays', async () => {
    mockApi({
      [at(shellEndpoints.signIn)]: () => ({
        status: 401,
        body: { statusCode: 401, message: 'Niepoprawny adres e-mail lub hasło.' },
      }),
    });
    const app = await renderApp('/logowanie');
    await fillAndSubmit();
    const message = await screen.findByText('Niepoprawny adres e-mail lub hasło.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(app.location()).toBe('/logowanie');
  });

  it('validates required fields with the shared messages before calling the server', async () => {
    const { calls } = mockApi();
    await renderApp('/logowanie');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(2);
    expect(screen.getByLabelText(/Adres e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/auth')).toBe(false);
  });

  it('sends an unverified account (403 with email) to verification', async () => {
    mockApi({
      [at(shellEndpoints.signIn)]: () => ({
        status: 403,
        body: { statusCode: 403, message: 'Niezweryfikowane', email: 'anna@example.com' },
      }),
    });
    const app = await renderApp('/logowanie');
    await fillAndSubmit();
    await waitFor(() => expect(app.location()).toBe('/weryfikacja-konta?email=anna%40example.com'));
  });

  it('sends an admin (403 without email) to the link-sent page', async () => {
    mockApi({
      [at(shellEndpoints.signIn)]: () => ({
        status: 403,
        body: { statusCode: 403, message: 'Wysłaliśmy link' },
      }),
    });
    const app = await renderApp('/logowanie');
    await fillAndSubmit('admin@teatr.pl');
    await screen.findByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' });
    // The probe learns the path in an effect, which may run just after the page is on screen.
    await waitFor(() => expect(app.location()).toBe('/logowanie-link'));
  });

  it('shows the toast for each reason in the query', async () => {
    mockApi();
    await renderApp('/logowanie?sessionEnd=true&userBlocked=true');
    expect(await screen.findByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeInTheDocument();
    expect(
      screen.getByText('Twoje konto zostało zablokowane. Prosimy o kontakt z administratorem.'),
    ).toBeInTheDocument();
  });

  it('signs an admin in from the e-mailed link, once', async () => {
    const admin = makeUser({ role: 1, email: 'admin@teatr.pl', firstname: 'Ewa' });
    const { calls } = mockApi({
      [at(shellEndpoints.adminSignIn)]: () =>
        answer(shellEndpoints.adminSignIn, { ...admin, token: 'admin-token' }),
    });
    const app = await renderApp('/logowanie?login_token=abc&login_email=admin%40teatr.pl');
    // Staff land on the panel, not on the viewer home (issue 19).
    await waitFor(() => expect(app.location()).toBe('/teapp-admin'));
    expect(calls.filter((c) => c.path === '/api/auth/admin')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/auth/admin')?.body).toEqual({
      login_token: 'abc',
      login_email: 'admin@teatr.pl',
    });
  });

  it('lands the admin on the page asked for before the e-mail; the admin sign-in offers no sign-up', async () => {
    const admin = makeUser({ role: 1, email: 'admin@teatr.pl', firstname: 'Ewa' });
    mockApi({
      [at(shellEndpoints.signIn)]: () => ({
        status: 403,
        body: { statusCode: 403, message: 'Wysłaliśmy link' },
      }),
      [at(shellEndpoints.adminSignIn)]: () =>
        answer(shellEndpoints.adminSignIn, { ...admin, token: 'admin-token' }),
    });
    const first = await renderApp('/admin-login?redirect=%2Fteapp-admin%3Fview%3Dusers');
    await screen.findByRole('heading', { level: 1, name: 'Logowanie administratora' });
    expect(screen.queryByRole('link', { name: 'Załóż konto' })).toBeNull();
    await fillAndSubmit('admin@teatr.pl');
    await waitFor(() => expect(first.location()).toBe('/logowanie-link'));
    const app = await renderApp('/logowanie?login_token=abc&login_email=admin%40teatr.pl');
    await waitFor(() => expect(app.location()).toBe('/teapp-admin?view=users'));
  });

  it('sends a rejected admin link (422) back with wrongToken', async () => {
    mockApi({
      [at(shellEndpoints.adminSignIn)]: () => ({
        status: 422,
        body: { statusCode: 422, message: 'Link wygasł' },
      }),
    });
    const app = await renderApp('/logowanie?login_token=old&login_email=admin%40teatr.pl');
    expect(
      await screen.findByText('Link logowania jest nieprawidłowy lub wygasł. Zaloguj się ponownie.'),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/logowanie?wrongToken=true');
  });
});

describe('error mapping for signed-in users (spec 1 §8)', () => {
  it('logs out on a dead session and shows the sign-in toast', async () => {
    mockApi({
      [at(shellEndpoints.validateSession)]: () => ({
        status: 401,
        body: { statusCode: 401, message: 'x', type: 'sessionEnd' },
      }),
    });
    signInAs(makeUser());
    const app = await renderApp('/konto');
    expect(await screen.findByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeInTheDocument();
    expect(app.location()).toBe(`/logowanie?sessionEnd=true&redirect=${encodeURIComponent('/konto')}`);
    expect(session.getState().authenticated).toBe(false);
    expect(window.localStorage.length).toBe(0);
  });

  it('logs out to anotherUser when the account signed in elsewhere', async () => {
    mockApi({
      [at(shellEndpoints.validateSession)]: () => ({
        status: 403,
        body: { statusCode: 403, message: 'x', type: 'anotherUser' },
      }),
    });
    signInAs(makeUser());
    const app = await renderApp('/');
    await screen.findByText(/Ktoś zalogował się na Twoje konto/);
    expect(app.location()).toBe('/logowanie?anotherUser=true');
  });

  it('sends a 500 or 404 from a page query to the error page with the message', async () => {
    mockApi({
      [at(contentEndpoints.page, { slug: 'regulamin' })]: () => ({
        status: 500,
        body: { statusCode: 500, message: 'Wystąpił błąd. Prosimy spróbować później.' },
      }),
    });
    const app = await renderApp('/regulamin');
    await screen.findByRole('heading', { level: 1, name: 'Błąd 500' });
    expect(screen.getByText('Wystąpił błąd. Prosimy spróbować później.')).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/error\?status=500&message=/);
  });
});
