import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';
import { usersEndpoints } from '@scena/shared/users.endpoints';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

describe('terms modal (spec 1 §2)', () => {
  it('cannot be dismissed: no close button, Escape and the backdrop do nothing', async () => {
    mockApi({
      [at(usersEndpoints.tosStatus, { id: 7 })]: () =>
        answer(usersEndpoints.tosStatus, { accept_tos: false }),
    });
    signInAs(makeUser());
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Akceptacja regulaminu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('button', { name: 'Zamknij' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(document.querySelector('.modal__backdrop')!);
    expect(screen.getByRole('dialog', { name: 'Akceptacja regulaminu' })).toBeInTheDocument();
    // Focus is inside the dialog, and the page behind is inert.
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.getElementById('root')).toHaveAttribute('inert');
  });

  it('links the configured terms and policy pages', async () => {
    mockApi(
      {
        [at(usersEndpoints.tosStatus, { id: 7 })]: () =>
          answer(usersEndpoints.tosStatus, { accept_tos: false }),
      },
      { regulations_page: '/n/regulamin-2026', policy_page: 'https://teatr.example.pl/rodo' },
    );
    signInAs(makeUser());
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Akceptacja regulaminu' });
    const [terms, policy] = within(dialog).getAllByRole('link');
    expect(terms).toHaveAttribute('href', '/n/regulamin-2026');
    expect(policy).toHaveAttribute('href', 'https://teatr.example.pl/rodo');
  });

  it('closes after accepting (POST)', async () => {
    const { calls } = mockApi({
      [at(usersEndpoints.tosStatus, { id: 7 })]: () =>
        answer(usersEndpoints.tosStatus, { accept_tos: false }),
      [at(usersEndpoints.acceptTos, { id: 7 })]: () => answer(usersEndpoints.acceptTos, { accept_tos: true }),
    });
    signInAs(makeUser());
    await renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Akceptuję' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/users/7/accept-tos')).toHaveLength(1);
  });

  it('is not shown once the terms are accepted', async () => {
    mockApi({
      [at(usersEndpoints.tosStatus, { id: 7 })]: () => answer(usersEndpoints.tosStatus, { accept_tos: true }),
    });
    signInAs(makeUser());
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Witaj, Anna!' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a 400 silently and reports other failures', async () => {
    mockApi({
      [at(usersEndpoints.tosStatus, { id: 7 })]: () => ({
        status: 500,
        body: { statusCode: 500, message: 'Awaria' },
      }),
    });
    signInAs(makeUser());
    const app = await renderApp('/');
    expect(await screen.findByText('Awaria')).toBeInTheDocument();
    expect(app.location()).toBe('/'); // a toast, not the error page
  });
});
