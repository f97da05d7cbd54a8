import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import { Role } from '@scena/shared/roles';
import { accessEndpoints } from '@scena/shared/access.endpoints';
import { guestItemAccess } from '@scena/shared/access.contract';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../test/app-harness';
import { makeEvent, makeVideo } from '../../features/catalog/catalog-fixtures';

beforeEach(() => resetBrowser());

/** A premium viewer's access, as the server answers it. */
const holding = {
  access: true,
  can_watch: false,
  access_reason: 'not_started',
  access_source: 'premium',
} as const;
const watching = { access: true, can_watch: true, access_reason: null, access_source: 'premium' } as const;
afterEach(() => {
  resetBrowser();
  vi.useRealTimers();
});

describe('event and video pages', () => {
  it('sends a guest to the public preview, which reads the token-less answer and offers sign-in back to the page', async () => {
    mockApi({
      [at(eventEndpoints.publicGet, { id: 'wesele' })]: () =>
        answer(eventEndpoints.publicGet, {
          event: makeEvent({ description: '<p>Opis <script>x()</script>spektaklu</p>' }),
        }),
    });
    const app = await renderApp('/wydarzenie/wesele');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wesele' })).toBeTruthy();
    expect(app.location()).toBe('/wydarzenie/wesele/publiczne');
    expect(screen.getByText('spektaklu', { exact: false }).innerHTML).not.toContain('script');
    expect(screen.getByText('29,99 zł')).toBeTruthy();
    expect(screen.getByText('+12')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Zaloguj się, aby kupić lub oglądać' });
    expect(signIn.getAttribute('href')).toBe('/logowanie?redirect=%2Fwydarzenie%2Fwesele');
  });

  it('shows the 404 page for a missing item', async () => {
    signInAs(makeUser());
    mockApi({});
    await renderApp('/wideo/nie-ma');
    expect(await screen.findByRole('heading', { name: /404/ })).toBeTruthy();
  });

  it('shows why a too-young viewer cannot buy or watch', async () => {
    signInAs(makeUser({ birthday: '2015-01-01' }));
    mockApi({
      [at(videoEndpoints.get, { id: 'tango' })]: () =>
        answer(videoEndpoints.get, {
          video: makeVideo({
            slug: 'tango',
            title: 'Tango',
            video_price: 25,
            age_restriction: 16,
            access_reason: 'age_restriction',
          }),
        }),
    });
    await renderApp('/wideo/tango');
    const buy = await screen.findByRole('button', { name: 'Kup bilet' });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('note').textContent).toBe(
      'Ograniczenie wiekowe: nie możesz oglądać tego materiału.',
    );
  });

  it('shows an event without a picture with a poster of its title, not an empty box', async () => {
    signInAs(makeUser());
    mockApi({
      [at(eventEndpoints.get, { id: 'wesele' })]: () =>
        answer(eventEndpoints.get, {
          event: makeEvent({ image_link: null, thumb_link: null, gallery: null }),
        }),
    });
    await renderApp('/wydarzenie/wesele');
    expect(await screen.findByTestId('item-poster')).toHaveTextContent('Wesele');
  });

  it('shows the duration on item pages, and no "Czas trwania" when it is unknown or 0', async () => {
    signInAs(makeUser());
    mockApi({
      [at(eventEndpoints.get, { id: 'wesele' })]: () =>
        answer(eventEndpoints.get, { event: makeEvent({ duration: 0 }) }),
      [at(videoEndpoints.get, { id: 'dziady' })]: () =>
        answer(videoEndpoints.get, { video: makeVideo({ duration: null }) }),
      [at(videoEndpoints.get, { id: 'tango' })]: () =>
        answer(videoEndpoints.get, { video: makeVideo({ slug: 'tango', title: 'Tango', duration: 95 }) }),
    });
    for (const [path, title, shown] of [
      ['/wydarzenie/wesele', 'Wesele', null],
      ['/wideo/dziady', 'Dziady', null],
      ['/wideo/tango', 'Tango', '95 min'],
    ] as const) {
      const page = await renderApp(path);
      await screen.findByRole('heading', { level: 1, name: title });
      if (shown) expect(screen.getByText('Czas trwania').nextElementSibling).toHaveTextContent(shown);
      else expect(screen.queryByText('Czas trwania')).toBeNull();
      page.unmount();
    }
  });

  it('says how many tickets are left when few are', async () => {
    signInAs(makeUser());
    mockApi({
      [at(eventEndpoints.get, { id: 'wesele' })]: () =>
        answer(eventEndpoints.get, {
          event: makeEvent({
            date_from: '2030-06-12',
            date_to: '2030-06-12',
            available: 0,
            available_tickets: 100,
            ticketsLeft: 4,
            access_reason: 'no_access',
          }),
        }),
    });
    await renderApp('/wydarzenie/wesele');
    expect(await screen.findByText('Zostały 4 bilety')).toBeInTheDocument();
  });

  it('shows a paid item without access with its price and a buy button leading to its purchase page', async () => {
    signInAs(makeUser());
    mockApi({
      [at(videoEndpoints.get, { id: 'halka' })]: () =>
        answer(videoEndpoints.get, {
          video: makeVideo({
            id: 5,
            slug: 'halka',
            title: 'Halka',
            video_price: 25,
            access_reason: 'no_access',
          }),
        }),
    });
    await renderApp('/wideo/halka');
    const buy = await screen.findByRole('link', { name: 'Kup bilet' });
    expect(buy.getAttribute('href')).toBe('/platnosc/wideo/5');
    expect(screen.queryByRole('button', { name: 'Oglądaj' })).toBeNull();
  });

  it('disables the buy button and says why when buying is not possible now (no tickets)', async () => {
    signInAs(makeUser());
    mockApi({
      [at(eventEndpoints.get, { id: 'wesele' })]: () =>
        answer(eventEndpoints.get, {
          event: makeEvent({ available_tickets: 5, ticketsLeft: 0, access_reason: 'no_tickets' }),
        }),
    });
    await renderApp('/wydarzenie/wesele');
    const buy = await screen.findByRole('button', { name: 'Kup bilet' });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(buy.getAttribute('aria-describedby')!)!.textContent).toBeTruthy();
  });

  it('shows a disabled "processing" button while the payment is pending', async () => {
    signInAs(makeUser());
    mockApi({
      [at(eventEndpoints.get, { id: 'wesele' })]: () =>
        answer(eventEndpoints.get, {
          event: makeEvent({ paymentStatus: 'WAITING_FOR_CONFIRMATION', access_reason: 'no_access' }),
        }),
    });
    await renderApp('/wydarzenie/wesele');
    const button = await screen.findByRole('button', { name: 'Płatność w trakcie przetwarzania' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Kup bilet' })).toBeNull();
  });

  it('lets a premium viewer turn watch mode on and switch to the sign-language version', async () => {
    signInAs(makeUser({ role: Role.PREMIUM }));
    const video = makeVideo({
      slug: 'balladyna',
      title: 'Balladyna',
      video_link: '111',
      accessibility_video: '222',
      autodesc_video: '333',
      available_from: null,
      end_date: null,
      available: 1,
      ...watching,
    });
    const { calls } = mockApi({
      [at(videoEndpoints.get, { id: 'balladyna' })]: () => answer(videoEndpoints.get, { video }),
      [at(accessEndpoints.startVideoPlayback, { id: video.id })]: () =>
        answer(accessEndpoints.startVideoPlayback, {
          access: { ...guestItemAccess, ...watching, expiration_date: null },
        }),
    });
    const app = await renderApp('/wideo/balladyna');
    await userEvent.click(await screen.findByRole('button', { name: 'Oglądaj' }));
    const frame = await screen.findByTitle('Odtwarzacz: Balladyna');
    expect(frame.getAttribute('src')).toContain('/video/111');
    expect(app.location()).toBe('/wideo/balladyna?ogladaj=true');
    await userEvent.click(screen.getByRole('button', { name: 'Polski język migowy (PJM)' }));
    expect(app.location()).toBe('/wideo/balladyna?ogladaj=true&typ=pjm');
    // A hosted id asks the server how it plays first (here: an id the list does not know, so Vimeo's frame).
    expect((await screen.findByTitle('Odtwarzacz: Balladyna')).getAttribute('src')).toContain('/video/222');
    const starts = calls
      .filter((call) => call.method === 'POST' && call.path === `/api/videos/${video.id}/playback`)
      .map((call) => call.body);
    expect(starts).toEqual([{ version: 'standard' }, { version: 'pjm' }]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Napisy' }));
    expect((await screen.findByTitle('Odtwarzacz: Balladyna')).getAttribute('src')).toContain('texttrack=pl');
  });

  it('bought before the start, "Przejdź do oglądania" says when it starts and opens the player by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-06-12T16:59:50Z') }); // 18:59:50 in Warsaw
    signInAs(makeUser());
    let started = false;
    mockApi({
      [at(eventEndpoints.get, { id: 'wesele' })]: () =>
        answer(eventEndpoints.get, {
          event: makeEvent(
            started
              ? { available: 1, video_link: '111', ...watching }
              : { available: 0, next_change: '2026-06-12T17:00:00.000Z', ...holding },
          ),
        }),
    });
    await renderApp('/wydarzenie/wesele?ogladaj=true');
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(
      screen.getByText(
        'Masz bilet. Transmisja zacznie się 12.06.2026 o 19:00. Zostaw tę stronę otwartą: odtwarzacz włączy się sam.',
      ),
    ).toHaveAttribute('role', 'status');
    started = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    await waitFor(() => expect(screen.getByTitle('Odtwarzacz: Wesele')).toBeTruthy());
    expect(screen.queryByText(/Zostaw tę stronę otwartą/)).toBeNull();
  });

  it('counts down to the start and shows the watch button when it ends, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-06-12T16:59:50Z') }); // 18:59:50 in Warsaw
    signInAs(makeUser({ role: Role.PREMIUM }));
    let started = false;
    mockApi({
      [at(eventEndpoints.get, { id: 'wesele' })]: () =>
        answer(eventEndpoints.get, {
          event: makeEvent(
            started
              ? { available: 1, video_link: '111', ...watching }
              : { available: 0, next_change: '2026-06-12T17:00:00.000Z', ...holding },
          ),
        }),
    });
    await renderApp('/wydarzenie/wesele');
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(screen.getByText('Do rozpoczęcia:')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Oglądaj' })).toBeNull();
    started = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Oglądaj' })).toBeTruthy());
    // Now it counts to the end of tonight's window.
    expect(screen.queryByText('Do rozpoczęcia:')).toBeNull();
    expect(screen.getByText('Do końca:')).toBeTruthy();
  });
});
