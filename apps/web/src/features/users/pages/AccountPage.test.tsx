import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';
import { session } from '../../../lib/session';
import { usersEndpoints } from '@scena/shared/users.endpoints';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

describe('account page (spec 1 §2 /konto)', () => {
  it('shows own data and saves edits with PUT /api/users/{id}', async () => {
    const { calls } = mockApi({
      [at(usersEndpoints.update, { id: 7 })]: ({ body }) =>
        answer(usersEndpoints.update, { ...makeUser(), ...(body as object), birthday: '1990-05-04' }),
    });
    signInAs(makeUser());
    const app = await renderApp('/konto');
    expect(await screen.findByText('04.05.1990')).toBeInTheDocument();
    expect(screen.getByText('Polska')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Edytuj dane' }));
    expect(app.location()).toBe('/konto?edit=true');
    const firstname = await screen.findByLabelText(/^Imię/);
    await user.clear(firstname);
    await user.type(firstname, 'Joanna');
    await user.type(screen.getByLabelText(/^Miejscowość/), 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    await screen.findByText('Dane zostały zapisane.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      firstname: 'Joanna',
      city: 'Kraków',
      country_code: 'PL',
      birthday: '1990-05-04',
    });
    expect(put?.body).not.toHaveProperty('email');
    expect(put?.body).not.toHaveProperty('newpassword');
    expect(session.getState().user?.firstname).toBe('Joanna');
    await waitFor(() => expect(app.location()).toBe('/konto'));
  });

  it('refuses a new password that breaks the rule', async () => {
    const { calls } = mockApi();
    signInAs(makeUser());
    await renderApp('/konto?edit=true');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nowe hasło/), 'krótkie');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText(/Hasło musi mieć co najmniej 8 znaków/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a new password asks for the current one: required here, a wrong one shown on its field, then sent', async () => {
    let attempts = 0;
    const { calls } = mockApi({
      [at(usersEndpoints.update, { id: 7 })]: ({ body }) =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                message: 'Niepoprawne dane. Popraw zaznaczone pola.',
                formError: { password: 'Obecne hasło jest niepoprawne.' },
              },
            }
          : answer(usersEndpoints.update, { ...makeUser(), ...(body as object) }),
    });
    signInAs(makeUser());
    await renderApp('/konto?edit=true');
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/Obecne hasło/)).toBeNull();
    await user.type(await screen.findByLabelText(/Nowe hasło/), 'Nowe_haslo1');
    const current = await screen.findByLabelText(/Obecne hasło/);
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(/Podaj obecne hasło, aby ustawić nowe\./),
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(current, 'Zle_haslo9');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Obecne hasło jest niepoprawne\./));
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await user.clear(current);
    await user.type(current, 'Stare_haslo1');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await screen.findByText('Dane zostały zapisane.');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.at(-1)?.body).toMatchObject({ newpassword: 'Nowe_haslo1', password: 'Stare_haslo1' });
  });

  it('deleting your own account signs you out', async () => {
    const { calls } = mockApi({
      [at(usersEndpoints.remove, { id: 7 })]: () =>
        answer(usersEndpoints.remove, { message: 'Konto zostało usunięte.' }),
    });
    signInAs(makeUser());
    const app = await renderApp('/konto');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usuń konto' }));
    await user.click(await screen.findByRole('button', { name: 'Tak, usuń konto' }));
    await screen.findByText('Konto zostało usunięte.');
    await waitFor(() => expect(app.location()).toBe('/wylogowano'));
    expect(session.getState().authenticated).toBe(false);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/7')).toBe(true);
  });
});
