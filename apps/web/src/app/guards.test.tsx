import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Role } from '@scena/shared/roles';
import { makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../test/app-harness';
import {
  guestOnlyRedirect,
  maintenanceRedirect,
  publicVariantRedirect,
  staysForAdminSignIn,
} from './guard-rules';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

describe('route guards (spec 1 §2)', () => {
  it('sends a guest from a private route to sign-in, remembering where they came from', async () => {
    mockApi();
    const app = await renderApp('/konto?edit=true');
    await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' });
    await waitFor(() =>
      expect(app.location()).toBe(`/logowanie?redirect=${encodeURIComponent('/konto?edit=true')}`),
    );
  });

  it('sends a guest from the home for users to the public home', async () => {
    mockApi();
    const app = await renderApp('/');
    await screen.findByRole('link', { name: 'Załóż konto' });
    await waitFor(() => expect(app.location()).toBe('/strona-glowna'));
  });

  it('sends a signed-in user away from guest-only routes, to home or to ?redirect=', async () => {
    mockApi();
    signInAs(makeUser());
    const app = await renderApp('/rejestracja');
    await screen.findByRole('heading', { level: 1, name: 'Witaj, Anna!' });
    await waitFor(() => expect(app.location()).toBe('/'));

    await app.navigate('/logowanie?redirect=%2Fkonto');
    await screen.findByRole('heading', { level: 1, name: 'Moje konto' });
    await waitFor(() => expect(app.location()).toBe('/konto'));
  });

  it('drops "strona-glowna" for a signed-in user', async () => {
    mockApi();
    signInAs(makeUser());
    const app = await renderApp('/strona-glowna');
    await screen.findByRole('heading', { level: 1, name: 'Witaj, Anna!' });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('lets only administrators into the admin panel', async () => {
    mockApi();
    const guest = await renderApp('/teapp-admin?view=events');
    await waitFor(() =>
      expect(guest.location()).toBe(`/logowanie?redirect=${encodeURIComponent('/teapp-admin?view=events')}`),
    );
    guest.unmount();

    signInAs(makeUser({ role: Role.PREMIUM }));
    const viewer = await renderApp('/teapp-admin?view=events');
    // Spec 1 §2: /logowanie, and the page says why (the guest-only rule used to bounce them to /).
    await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' });
    await waitFor(() =>
      expect(viewer.location()).toBe(
        `/logowanie?adminOnly=true&redirect=${encodeURIComponent('/teapp-admin?view=events')}`,
      ),
    );
    expect(await screen.findByText(/Ta strona jest dostępna tylko dla administratorów/)).toBeInTheDocument();
  });

  it('still sends a signed-in viewer on from a plain sign-in page', async () => {
    mockApi();
    signInAs(makeUser());
    const app = await renderApp('/logowanie?adminOnly=false');
    await screen.findByRole('heading', { level: 1, name: 'Witaj, Anna!' });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('sends everyone but admins to the maintenance page, except /admin-login', async () => {
    mockApi({}, { maintenance: true });
    const app = await renderApp('/regulamin');
    await screen.findByRole('heading', { level: 1, name: 'Przerwa techniczna' });
    await waitFor(() => expect(app.location()).toBe('/przerwa-techniczna'));

    await app.navigate('/admin-login');
    await screen.findByRole('heading', { level: 1, name: 'Logowanie administratora' });
    await waitFor(() => expect(app.location()).toBe('/admin-login'));
  });

  it('does not stop an administrator during maintenance', async () => {
    mockApi({}, { maintenance: true });
    signInAs(makeUser({ role: Role.ADMIN, email: 'admin@teatr.pl' }));
    const app = await renderApp('/konto');
    await screen.findByRole('heading', { level: 1, name: 'Moje konto' });
    await waitFor(() => expect(app.location()).toBe('/konto'));
  });

  it('shows the 404 error page for an unknown path', async () => {
    mockApi();
    await renderApp('/nie-ma-takiej-strony');
    expect(await screen.findByRole('heading', { level: 1, name: 'Błąd 404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do strony głównej' })).toHaveAttribute('href', '/');
  });
});

describe('guard rules', () => {
  it('sends guests to public previews and signed-in users back from them', () => {
    expect(publicVariantRedirect('/wydarzenie/hamlet', '?a=1', false)).toBe(
      '/wydarzenie/hamlet/publiczne?a=1',
    );
    expect(publicVariantRedirect('/wideo/12', '', false)).toBe('/wideo/12/publiczne');
    expect(publicVariantRedirect('/wydarzenie/hamlet/publiczne', '', false)).toBeNull();
    expect(publicVariantRedirect('/wydarzenie/hamlet/publiczne', '', true)).toBe('/wydarzenie/hamlet');
    expect(publicVariantRedirect('/strona-glowna', '', true)).toBe('/');
    expect(publicVariantRedirect('/konto', '', true)).toBeNull();
  });

  it('keeps on the sign-in page only a viewer an admin route sent there', () => {
    expect(staysForAdminSignIn('/logowanie', '?adminOnly=true&redirect=%2Fteapp-admin', false)).toBe(true);
    expect(staysForAdminSignIn('/logowanie', '?adminOnly=true', true)).toBe(false);
    expect(staysForAdminSignIn('/logowanie', '', false)).toBe(false);
    expect(staysForAdminSignIn('/rejestracja', '?adminOnly=true', false)).toBe(false);
  });

  it('lands an administrator on the panel, or on the page asked for, after the one-time link', () => {
    expect(guestOnlyRedirect('?login_token=t&login_email=a%40teatr.pl', true)).toBe('/teapp-admin');
    expect(guestOnlyRedirect('', true, '/teapp-admin?view=events')).toBe('/teapp-admin?view=events');
    expect(guestOnlyRedirect('?redirect=%2Fteapp-admin%3Fview%3Dusers', true)).toBe(
      '/teapp-admin?view=users',
    );
    expect(guestOnlyRedirect('', true, 'https://evil.example')).toBe('/teapp-admin');
    expect(guestOnlyRedirect('', false, '/teapp-admin')).toBe('/');
  });

  it('lets the e-mailed admin sign-in link through maintenance', () => {
    expect(maintenanceRedirect('/logowanie', '?login_token=t&login_email=a%40b.pl', true, false)).toBeNull();
    expect(maintenanceRedirect('/logowanie', '', true, false)).toBe('/przerwa-techniczna');
    expect(maintenanceRedirect('/logowanie', '', false, false)).toBeNull();
    expect(maintenanceRedirect('/konto', '', true, true)).toBeNull();
  });
});
