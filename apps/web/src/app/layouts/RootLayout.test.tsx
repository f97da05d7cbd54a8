import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@scena/shared/roles';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../test/app-harness';
import { session } from '../../lib/session';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { contentEndpoints } from '@scena/shared/content.endpoints';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

describe('layout (spec 1 §2 Layout)', () => {
  it('shows guests only the sign-in link', async () => {
    mockApi();
    await renderApp('/regulamin');
    const nav = await screen.findByRole('navigation', { name: 'Menu użytkownika' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Zaloguj się']);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('gives signed-in users search, account and logout', async () => {
    const { calls } = mockApi({
      [at(shellEndpoints.logout)]: () => answer(shellEndpoints.logout, { message: 'Wylogowano.' }),
    });
    signInAs(makeUser(), 'tok');
    const app = await renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: /Szukaj/ }), 'Hamlet');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(app.location()).toBe('/szukaj?q=Hamlet');

    expect(screen.getByRole('link', { name: 'Moje konto' })).toHaveAttribute('href', '/konto');
    await user.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    await screen.findByText('Wylogowano.');
    expect(app.location()).toBe('/wylogowano');
    expect(session.getState().authenticated).toBe(false);
    expect(calls.find((c) => c.path === '/api/auth/logout')).toMatchObject({
      method: 'POST',
      body: { token: 'tok' },
    });
  });

  it('shows administrators the admin menu with the sections that exist', async () => {
    mockApi();
    signInAs(makeUser({ role: Role.ADMIN }));
    await renderApp('/');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /Administracja/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Repertuar' })).toHaveAttribute(
      'href',
      '/teapp-admin?view=events',
    );
    // 'Dodaj wideo' says add: it opens the videos section with its add drawer.
    expect(screen.getByRole('link', { name: 'Dodaj wideo' })).toHaveAttribute(
      'href',
      '/teapp-admin?view=videos&new=1',
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts search and links behind a menu button (shown on phones by CSS), closed after navigating', async () => {
    mockApi();
    signInAs(makeUser());
    const app = await renderApp('/');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toContainElement(screen.getByRole('searchbox', { name: /Szukaj/ }));
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Moje konto' }));
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('topbar__panel--open');
    await user.click(screen.getByRole('link', { name: 'Moje konto' }));
    await waitFor(() => expect(app.location()).toBe('/konto'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to the main content after navigating, without scrolling the top bar away', async () => {
    mockApi();
    signInAs(makeUser());
    const app = await renderApp('/');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Moje konto' }));
    await waitFor(() => expect(app.location()).toBe('/konto'));
    const main = screen.getByRole('main');
    await waitFor(() => expect(main).toHaveFocus());
    const call = focus.mock.calls[focus.mock.contexts.indexOf(main)];
    expect(call?.[0]).toEqual({ preventScroll: true });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    focus.mockRestore();
    scrollTo.mockRestore();
  });

  it('does not show the admin menu to viewers', async () => {
    mockApi();
    signInAs(makeUser());
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Witaj, Anna!' });
    expect(screen.queryByRole('button', { name: /Administracja/ })).not.toBeInTheDocument();
  });

  it('hides an info bar for a day once dismissed, until its text is reissued', async () => {
    mockApi(
      {},
      {
        info_bar: 'Jutro przerwa serwisowa',
        info_bar_iat: 1000,
        error_bar: 'Awaria płatności',
        error_bar_iat: 5,
      },
    );
    const first = await renderApp('/regulamin');
    const bar = await screen.findByRole('region', { name: 'Komunikat' });
    expect(bar).toHaveTextContent('Jutro przerwa serwisowa');
    expect(screen.getByRole('region', { name: 'Ważny komunikat' })).toHaveTextContent('Awaria płatności');
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Ukryj na 24 godziny' }));
    expect(screen.queryByText('Jutro przerwa serwisowa')).not.toBeInTheDocument();
    expect(document.cookie).toContain('info_bar_dismissed=1000');
    first.unmount();

    mockApi({}, { info_bar: 'Jutro przerwa serwisowa', info_bar_iat: 1000 });
    await renderApp('/regulamin');
    await screen.findByRole('navigation', { name: 'Informacje' });
    expect(screen.queryByText('Jutro przerwa serwisowa')).not.toBeInTheDocument();
  });

  it('remembers the cookie consent', async () => {
    mockApi();
    await renderApp('/regulamin');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Rozumiem' }));
    expect(screen.queryByRole('region', { name: 'Informacja o plikach cookie' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=1');
  });

  it('shows the configured background image on screens for guests only (noauth_bg_image)', async () => {
    mockApi({}, { noauth_bg_image: '/uploads/tlo.jpg' });
    const guest = await renderApp('/logowanie');
    await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' });
    expect(guest.container.querySelector('.app')).toHaveStyle({ backgroundImage: 'url("/uploads/tlo.jpg")' });
    guest.unmount();

    signInAs(makeUser());
    const viewer = await renderApp('/konto');
    await screen.findByRole('heading', { level: 1, name: 'Moje konto' });
    expect(viewer.container.querySelector('.app')).not.toHaveClass('app--backdrop');
    expect((viewer.container.querySelector('.app') as HTMLElement).style.backgroundImage).toBe('');
  });

  it('keeps the cookie consent for 150 days and a dismissed bar for 1 day (spec 1 §9)', async () => {
    mockApi({}, { error_bar: 'Awaria płatności', error_bar_iat: 42 });
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set');
    setter.mockImplementation((value: string) => void written.push(value));
    try {
      await renderApp('/regulamin');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Rozumiem' }));
      await user.click(
        within(screen.getByRole('region', { name: 'Ważny komunikat' })).getByRole('button', {
          name: 'Ukryj na 24 godziny',
        }),
      );
    } finally {
      setter.mockRestore();
    }
    expect(written.find((c) => c.startsWith('cookie_consent=1;'))).toContain(`Max-Age=${150 * 86_400};`);
    expect(written.find((c) => c.startsWith('error_bar_dismissed=42;'))).toContain(`Max-Age=${86_400};`);
  });

  it('switches the language: texts, <html lang> and the lang cookie', async () => {
    const { calls } = mockApi();
    await renderApp('/strona-glowna');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
    await waitFor(() => expect(calls.at(-1)?.headers['x-lang']).toBe('en'));
  });

  it('links the footer to the institution and the static pages', async () => {
    mockApi({}, { institution_page: 'https://teatr.example.pl', institution_page_title: 'Teatr Miejski' });
    await renderApp('/strona-glowna');
    await screen.findByRole('link', { name: 'Teatr Miejski' });
    const footer = screen.getByRole('navigation', { name: 'Informacje' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Teatr Miejski', 'https://teatr.example.pl'],
      ['Regulamin', '/regulamin'],
      ['Polityka prywatności', '/polityka'],
      ['Deklaracja dostępności', '/n/deklaracjadostepnosci'],
      ['Jak kupić bilet', '/n/jakkupicbilet'],
    ]);
  });

  it('never links the footer off the site through a configured path that is not one (/\\host, javascript:)', async () => {
    mockApi(
      {},
      {
        institution_page: '/\\evil.example',
        regulations_page: '/\\evil.example',
        policy_page: 'javascript:alert(1)',
      },
    );
    await renderApp('/strona-glowna');
    const footer = await screen.findByRole('navigation', { name: 'Informacje' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    // The broken institution link is left out; terms and policy fall back to our own pages.
    expect(hrefs.slice(0, 2)).toEqual([
      ['Regulamin', '/regulamin'],
      ['Polityka prywatności', '/polityka'],
    ]);
    expect(footer.innerHTML).not.toContain('evil');
  });
});

describe('static pages (spec 1 §2 /n/{slug})', () => {
  it('renders the page title and its HTML', async () => {
    mockApi({
      [at(contentEndpoints.page, { slug: 'jakkupicbilet' })]: () =>
        answer(contentEndpoints.page, {
          id: 4,
          title: 'Jak kupić bilet',
          slug: 'jakkupicbilet',
          content: '<p>Wybierz <strong>wydarzenie</strong>.</p>',
          language: 'pl',
        }),
    });
    await renderApp('/n/jakkupicbilet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jak kupić bilet' })).toBeInTheDocument();
    expect(screen.getByText('wydarzenie').tagName).toBe('STRONG');
    expect(document.title).toBe('Jak kupić bilet | Scena');
    // A Polish viewer reads a Polish page: no lang of its own.
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
  });

  it('shows one h1 when the content opens with the title, and content h1s as h2', async () => {
    const content = '<h2>Jak kupić bilet?</h2><p>Krok pierwszy.</p><h1 class="x">Płatności</h1><p>PayU.</p>';
    mockApi({
      [at(contentEndpoints.page, { slug: 'jakkupicbilet' })]: () =>
        answer(contentEndpoints.page, {
          id: 4,
          title: 'Jak kupić bilet',
          slug: 'jakkupicbilet',
          content,
          language: 'pl',
        }),
    });
    await renderApp('/n/jakkupicbilet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jak kupić bilet' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Jak kupić bilet',
      'H2 Płatności',
    ]);
    expect(screen.getByText('Krok pierwszy.')).toBeInTheDocument();
  });

  it('marks a Polish page as Polish for an English viewer (WCAG 3.1.2)', async () => {
    mockApi({
      [at(contentEndpoints.page, { slug: 'kontakt' })]: () =>
        answer(contentEndpoints.page, {
          id: 5,
          title: 'Kontakt',
          slug: 'kontakt',
          content: '<p>Napisz do nas.</p>',
          language: 'pl',
        }),
    });
    await renderApp('/kontakt', 'en');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('article')).toContainElement(heading);
    // The interface around it stays English.
    expect(
      screen.getByRole('link', { name: 'Sign in' }).closest('[lang]')?.getAttribute('lang') ?? 'en',
    ).toBe('en');
  });

  it('shows a not-found page with a home link for a missing slug', async () => {
    mockApi({
      [at(contentEndpoints.page, { slug: 'brak' })]: () => ({
        status: 404,
        body: { statusCode: 404, message: 'Nie znaleziono strony.' },
      }),
    });
    const app = await renderApp('/n/brak');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do strony głównej' })).toHaveAttribute('href', '/');
    expect(app.location()).toBe('/n/brak');
  });
});

describe('error page (spec 1 §2 /error)', () => {
  it('defaults to status 500 and the generic message, with a home button', async () => {
    mockApi();
    await renderApp('/error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Błąd 500' })).toBeInTheDocument();
    expect(screen.getByText('Wystąpił błąd. Prosimy spróbować później.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do strony głównej' })).toHaveAttribute('href', '/');
  });

  it('shows the given status, message and link, but never a link off the site', async () => {
    mockApi();
    const first = await renderApp('/error?status=404&message=Brak%20wydarzenia&link=%2Fkonto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Błąd 404' })).toBeInTheDocument();
    expect(screen.getByText('Brak wydarzenia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć' })).toHaveAttribute('href', '/konto');
    first.unmount();

    await renderApp('/error?link=%2F%2Fevil.example');
    expect(await screen.findByRole('link', { name: 'Przejdź do strony głównej' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
