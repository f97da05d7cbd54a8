import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderAdmin, testQueryClient } from '../../components/admin-kit/testUtils';
import { catalogKeys } from '../../features/catalog/api/keys';
import { session, type SessionUser } from '../../lib/session';
import AdminPanel from './AdminPanel';
import { resolveAdminView } from './sections';

const user = (role: number): SessionUser => ({
  id: 1,
  email: 'a@scena.local',
  firstname: 'Anna',
  lastname: 'Nowak',
  birthday: '1990-01-01',
  country_code: 'PL',
  mailing: false,
  tos: true,
  role,
  created_at: '2026-01-01T00:00:00.000Z',
  street: null,
  postal_code: null,
  city: null,
  state: null,
  nip: null,
  company: null,
});

const renderAt = async (url: string) => {
  const client = testQueryClient();
  client.setQueryData(catalogKeys.videos(), []);
  const router = createMemoryRouter(
    [
      { path: '/teapp-admin', element: <AdminPanel /> },
      { path: '/logowanie', element: <p>sign-in page</p> },
    ],
    { initialEntries: [url] },
  );
  await renderAdmin(<RouterProvider router={router} />, 'pl', client, { url: null });
  return router;
};

afterEach(() => session.logout());

describe('admin panel', () => {
  it('falls back to videos for an unknown section (every section is built)', () => {
    expect(resolveAdminView(null)).toBe('videos');
    expect(resolveAdminView('nonsense')).toBe('videos');
    expect(resolveAdminView('promotion_codes')).toBe('promotion_codes');
    expect(resolveAdminView('gifts')).toBe('gifts');
    expect(resolveAdminView('payments')).toBe('payments');
    expect(resolveAdminView('events')).toBe('events');
    expect(resolveAdminView('slider_settings')).toBe('slider_settings');
  });

  it('shows the built sections in the menu and the videos section for an unknown view', async () => {
    session.signIn('token', user(1));
    await renderAt('/teapp-admin?view=nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wideo' })).toBeInTheDocument();
    // The fallback says so (issue 19): a mistyped link does not silently show another section.
    expect(screen.getByRole('status')).toHaveTextContent('Nie ma sekcji „nonsense”.');
    // jsdom is below antd's lg breakpoint: the phone's section select, naming the current section.
    const select = screen.getByRole('combobox', { name: 'Sekcja panelu' });
    expect(select).toHaveDisplayValue('Wideo');
    const labels = screen.getAllByRole('option').map((item) => item.textContent);
    expect(labels).toEqual([
      'Wideo',
      'Repertuar',
      'Festiwal',
      'Galerie',
      'Użytkownicy',
      'Ograniczenia',
      'Lista płatności',
      'Faktury',
      'Widoki',
      'Powiadomienia',
      'Statystyki',
      'Kategorie wideo',
      'Slajdy',
      'Reklamy',
      'Prezenty',
      'Bilety grupowe',
      'Kody rabatowe',
      'Pomoc',
      'Informacje o wersji',
    ]);
    // One main landmark per page: the layout's (not rendered here), none from the panel.
    expect(document.querySelector('main')).toBeNull();
    // The section is a lazy chunk; its first import in a test run can take a few seconds.
    expect(
      await screen.findByRole('button', { name: 'Dodaj wideo' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('switches sections from the select', async () => {
    session.signIn('token', user(1));
    const router = await renderAt('/teapp-admin?view=videos');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Sekcja panelu' }),
      'Repertuar',
    );
    expect(router.state.location.search).toBe('?view=events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Repertuar' })).toBeInTheDocument();
  });

  it('sends a signed-in viewer to the sign-in page, saying why', async () => {
    session.signIn('token', user(2));
    const router = await renderAt('/teapp-admin?view=events');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logowanie');
    expect(new URLSearchParams(router.state.location.search).get('adminOnly')).toBe('true');
  });

  it('sends a guest to sign-in, remembering the panel address', async () => {
    const router = await renderAt('/teapp-admin?view=events');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/teapp-admin?view=events')}`);
  });
});
