import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';
import { homeConfig, makeCategory, makeEventCard, makeSlide, makeVideoCard } from '../catalog-fixtures';

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.useRealTimers();
});

type Body = Record<string, unknown>;
const reply = (body: Body) => () => ({ body });

/** The guest's endpoints answering the given content (a key set to null answers 500). */
const guestApi = (content: {
  config?: Body | null;
  slides?: Body | null;
  events?: Body | null;
  videos?: Body | null;
  categories?: Body | null;
}) => {
  const fail = () => ({
    status: 500,
    body: { statusCode: 500, message: 'Wystąpił błąd. Prosimy spróbować później.' },
  });
  const pick = (value: Body | null | undefined, fallback: Body) =>
    value === null ? fail : reply(value ?? fallback);
  return mockApi({
    'GET /external_api/config': pick(content.config, homeConfig()),
    'GET /external_api/slides': pick(content.slides, { slides: [] }),
    'GET /external_api/events': pick(content.events, { events: [] }),
    'GET /external_api/videos': pick(content.videos, { videos: [] }),
    'GET /api/categories': pick(content.categories, { categories: [] }),
  });
};

/** No message anywhere: no alert in the page, no toast. */
const expectNoMessage = () => {
  expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getAllByRole('alert').map((region) => region.textContent)).toEqual(['']);
};
/** The alerts in the page (the toaster's empty live region aside). */
const pageAlerts = () => within(screen.getByRole('main')).queryAllByRole('alert');

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
const requested = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe('home page blocks (spec 3 §2.13)', () => {
  it('shows a spinner while the config loads, then the blocks it turns on', async () => {
    let release: () => void = () => undefined;
    const configReady = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'GET /external_api/config': async () => {
        await configReady;
        return {
          body: homeConfig({
            view_festival: true,
            festival_title: 'Festiwal Nowej Dramaturgii',
            festival_short_dates: '21–23.06',
          }),
        };
      },
      'GET /external_api/slides': reply({ slides: [makeSlide()] }),
      'GET /external_api/events': reply({
        events: [makeEventCard(), makeEventCard({ id: 2, title: 'Tango', is_festival: true })],
      }),
      'GET /external_api/videos': reply({ videos: [makeVideoCard()] }),
      'GET /api/categories': reply({ categories: [] }),
    });
    await renderApp('/strona-glowna');
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Ładowanie…');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Repertuar' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Dziady' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Polecane',
      'Festiwal Nowej Dramaturgii',
      'Repertuar',
      'Wideo na żądanie',
    ]);
    expect(screen.getByText('21–23.06')).toBeInTheDocument();
    // A festival event is shown in the festival block, not twice.
    const repertoire = screen.getByRole('region', { name: 'Repertuar' });
    expect(
      within(repertoire)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Wesele']);
    expect(
      within(screen.getByRole('region', { name: 'Festiwal Nowej Dramaturgii' })).getByRole('heading', {
        name: 'Tango',
      }),
    ).toBeInTheDocument();
  });

  it('leaves out the blocks the config turns off, without fetching their data', async () => {
    const { fetchMock } = guestApi({
      config: homeConfig({
        view_slider: false,
        view_eventslist: false,
        view_festival: false,
        vod_filters: false,
      }),
      videos: { videos: [makeVideoCard({ categories: [1] })] },
      categories: { categories: [makeCategory({ videos: [1] })] },
    });
    await renderApp('/strona-glowna');
    await screen.findByRole('heading', { level: 3, name: 'Dziady' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Wideo na żądanie',
    ]);
    expect(screen.queryByRole('group', { name: 'Filtruj według kategorii' })).not.toBeInTheDocument();
    const urls = requested(fetchMock);
    expect(urls.some((url) => url.includes('/slides'))).toBe(false);
    expect(urls.some((url) => url.includes('/events'))).toBe(false);
    expect(urls.some((url) => url.includes('/api/categories'))).toBe(false);
  });

  it('filters the videos by category, with "show all"', async () => {
    guestApi({
      videos: {
        videos: [
          makeVideoCard({ id: 1, title: 'Dziady', categories: [1] }),
          makeVideoCard({ id: 2, title: 'Wesele', categories: [1, 2] }),
          makeVideoCard({ id: 3, title: 'Zemsta', categories: [2] }),
        ],
      },
      categories: {
        categories: [
          makeCategory({ id: 1, name: 'Dramat' }),
          makeCategory({ id: 2, name: 'Komedia' }),
          makeCategory({ id: 3, name: 'Dla dzieci' }),
        ],
      },
    });
    await renderApp('/strona-glowna');
    const filters = await screen.findByRole('group', { name: 'Filtruj według kategorii' });
    // A category without a listed video gets no button.
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pokaż wszystkie', 'Dramat', 'Komedia']);
    expect(within(filters).getByRole('button', { name: 'Pokaż wszystkie' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const vod = screen.getByRole('region', { name: 'Wideo na żądanie' });
    const titles = () =>
      within(vod)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Dziady', 'Wesele', 'Zemsta']);

    const user = userEvent.setup();
    await user.click(within(filters).getByRole('button', { name: 'Komedia' }));
    expect(titles()).toEqual(['Wesele', 'Zemsta']);
    expect(within(filters).getByRole('button', { name: 'Komedia' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'Pokaż wszystkie' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(vod).getByRole('status')).toHaveTextContent('Wyświetlane wideo: 2');

    await user.click(within(filters).getByRole('button', { name: 'Pokaż wszystkie' }));
    expect(titles()).toEqual(['Dziady', 'Wesele', 'Zemsta']);
  });

  it('labels events ended, soon or in progress by the Warsaw clock, with dates, times, price, duration and age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z')); // 14:00 in Warsaw (CEST)
    guestApi({
      events: {
        events: [
          makeEventCard({
            id: 1,
            title: 'Poranek',
            date_from: '2026-06-10',
            date_to: '2026-06-10',
            time_from: '09:00',
            time_to: '11:00',
          }),
          makeEventCard({
            id: 2,
            title: 'Popołudnie',
            date_from: '2026-06-10',
            date_to: '2026-06-10',
            time_from: '13:00',
            time_to: '16:00',
            event_price: 0,
          }),
          makeEventCard({
            id: 3,
            title: 'Wieczór',
            date_from: '2026-06-12',
            date_to: '2026-06-14',
            time_from: '19:05',
            time_to: '21:30',
            hide_time_to: true,
          }),
          makeEventCard({
            id: 4,
            title: 'Całodobowy',
            date_from: '2026-06-09',
            date_to: '2026-06-11',
            full_day: true,
            time_from: null,
            time_to: null,
            duration: null,
            age_restriction: null,
          }),
        ],
      },
      videos: {
        videos: [
          makeVideoCard({ title: 'Premiera', available_from: '2026-07-04T16:00:00.000Z', available: 0 }),
        ],
      },
    });
    await renderApp('/strona-glowna');
    await screen.findByRole('heading', { level: 3, name: 'Poranek' });

    expect(within(card('Poranek')).getByText('Zakończone')).toBeInTheDocument();
    expect(within(card('Popołudnie')).getByText('W trakcie')).toBeInTheDocument();
    expect(within(card('Wieczór')).getByText('Wkrótce')).toBeInTheDocument();
    expect(within(card('Całodobowy')).getByText('W trakcie')).toBeInTheDocument();

    const evening = card('Wieczór');
    expect(evening).toHaveTextContent('12.06.2026 – 14.06.2026');
    expect(evening).toHaveTextContent('19:05');
    expect(evening).not.toHaveTextContent('21:30'); // hide_time_to
    expect(evening).toHaveTextContent('29,99 zł');
    expect(evening).toHaveTextContent('150 min');
    expect(evening).toHaveTextContent('+12');
    expect(within(evening).getByRole('img', { name: 'Wieczór' })).toHaveAttribute(
      'src',
      '/uploads/wesele-thumb.jpg',
    );
    expect(card('Poranek')).toHaveTextContent('9:00 – 11:00');
    expect(card('Popołudnie')).toHaveTextContent('bezpłatne');
    expect(card('Całodobowy')).toHaveTextContent('cały dzień');
    expect(card('Całodobowy')).not.toHaveTextContent('min');
    // A video not yet available: its date and time in Warsaw.
    expect(within(card('Premiera')).getByText('Dostępne od 04.07.2026, 18:00')).toBeInTheDocument();
    // Each title is the link to the guest's preview; a guest's button leads there too (spec 3 §2.13).
    expect(within(evening).getByRole('link', { name: 'Wieczór' })).toHaveAttribute(
      'href',
      '/wydarzenie/wesele/publiczne',
    );
    expect(within(evening).getByRole('link', { name: /^Kup bilet\s*:\s*Wieczór$/ })).toHaveAttribute(
      'href',
      '/wydarzenie/wesele/publiczne',
    );
    expect(
      within(card('Popołudnie')).getByRole('link', { name: /^Uzyskaj dostęp\s*:\s*Popołudnie$/ }),
    ).toBeInTheDocument();
    // Over: the label says so and there is no button.
    expect(within(card('Poranek')).queryByRole('link', { name: /Kup bilet/ })).toBeNull();
  });

  it('shows finished festival events as the festival settings say', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z'));
    const festival = [
      makeEventCard({
        id: 1,
        title: 'Pierwszy',
        is_festival: true,
        date_from: '2026-06-01',
        date_to: '2026-06-01',
      }),
      makeEventCard({
        id: 2,
        title: 'Drugi',
        is_festival: true,
        date_from: '2026-06-05',
        date_to: '2026-06-05',
      }),
      makeEventCard({
        id: 3,
        title: 'Trzeci',
        is_festival: true,
        date_from: '2026-06-20',
        date_to: '2026-06-20',
      }),
    ];
    const { fetchMock } = guestApi({
      config: homeConfig({
        view_festival: true,
        festival_show_finished: true,
        festival_reverse_finished: true,
      }),
      events: { events: festival },
    });
    const first = await renderApp('/strona-glowna');
    const block = await screen.findByRole('region', { name: 'Festiwal' });
    await within(block).findByRole('heading', { level: 3, name: 'Trzeci' });
    // Upcoming first, then the finished ones, the latest first.
    expect(
      within(block)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Trzeci', 'Drugi', 'Pierwszy']);
    // Finished events come from their own request, from 2000-01-01 on.
    expect(requested(fetchMock)).toContain('/external_api/events?is_festival=true&date_from=2000-01-01');
    first.unmount();

    guestApi({
      config: homeConfig({ view_festival: true, festival_show_finished: false }),
      events: { events: festival },
    });
    await renderApp('/strona-glowna');
    const hidden = await screen.findByRole('region', { name: 'Festiwal' });
    await within(hidden).findByRole('heading', { level: 3, name: 'Trzeci' });
    expect(
      within(hidden)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Trzeci']);
  });

  it('uses the English titles from translations when the UI is in English', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z'));
    guestApi({
      config: homeConfig({
        view_festival: true,
        festival_title: 'Festiwal',
        festival_title_en: 'Drama Festival',
      }),
      slides: {
        slides: [
          makeSlide({
            translations: [
              { id: 1, slide_id: 1, language_code: 'en', title: 'New season', text: 'Ten premieres.' },
            ],
          }),
        ],
      },
      events: {
        events: [
          makeEventCard({
            id: 1,
            title: 'Wesele',
            subtitle: 'Premiera',
            event_price: 0,
            translations: [
              { id: 1, event_id: 1, language_code: 'en', title: 'The Wedding', subtitle: 'Premiere' },
            ],
          }),
          makeEventCard({ id: 2, title: 'Tango', is_festival: true }),
          makeEventCard({
            id: 3,
            title: 'Zemsta',
            translations: [{ id: 3, event_id: 3, language_code: 'en', title: '', subtitle: null }],
          }),
        ],
      },
      videos: {
        videos: [
          makeVideoCard({
            categories: [1],
            translations: [
              {
                id: 1,
                video_id: 1,
                language_code: 'en',
                title: 'Forefathers’ Eve',
                subtitle: null,
                description: null,
                additional_desc: null,
                teaser_link: null,
              },
            ],
          }),
        ],
      },
      categories: {
        categories: [
          makeCategory({ translations: [{ id: 1, category_id: 1, language_code: 'en', name: 'Drama' }] }),
        ],
      },
    });
    await renderApp('/strona-glowna', 'en');
    expect(await screen.findByRole('heading', { level: 3, name: 'The Wedding' })).toBeInTheDocument();
    expect(card('The Wedding')).toHaveTextContent('Premiere');
    expect(card('The Wedding')).toHaveTextContent('free');
    expect(within(card('The Wedding')).getByText('Soon')).toBeInTheDocument();
    // A blank translated title falls back to the original; no translation keeps the original.
    expect(screen.getByRole('heading', { level: 3, name: 'Zemsta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Drama Festival' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Forefathers’ Eve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drama' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New season' })).toHaveAttribute('href', '#repertuar');
    expect(screen.getByText('Ten premieres.')).toBeInTheDocument();

    // WCAG 3.1.2: what is shown in Polish for want of a translation says so; translations do not.
    expect(screen.getByRole('heading', { level: 3, name: 'Zemsta' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('heading', { level: 3, name: 'Tango' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('heading', { level: 3, name: 'The Wedding' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Premiere')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 3, name: 'Forefathers’ Eve' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'Drama Festival' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('button', { name: 'Drama' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Ten premieres.')).not.toHaveAttribute('lang');
  });

  it('marks untranslated catalogue texts as Polish in English, and nothing in Polish', async () => {
    guestApi({
      config: homeConfig({ view_festival: true, festival_title: 'Festiwal', festival_title_en: '' }),
      slides: { slides: [makeSlide({ title: 'Nowy sezon', text: 'Dziesięć premier.' })] },
      events: {
        events: [makeEventCard({ id: 2, title: 'Tango', subtitle: 'Gościnnie', is_festival: true })],
      },
      videos: { videos: [makeVideoCard({ categories: [1] })] },
      categories: { categories: [makeCategory({ name: 'Dramat' })] },
    });
    const english = await renderApp('/strona-glowna', 'en');
    expect(await screen.findByRole('heading', { level: 3, name: 'Tango' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByText('Gościnnie')).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('heading', { level: 2, name: 'Festiwal' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('button', { name: 'Dramat' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByText('Dziesięć premier.')).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('link', { name: 'Nowy sezon' }).closest('h3')).toHaveAttribute('lang', 'pl');
    english.unmount();

    await renderApp('/strona-glowna', 'pl');
    expect(await screen.findByRole('heading', { level: 3, name: 'Tango' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'Festiwal' })).not.toHaveAttribute('lang');
  });

  it('still shows the rest of the page when a public fetch fails, with no message', async () => {
    const { fetchMock } = guestApi({
      events: null,
      slides: { slides: [makeSlide()] },
      videos: { videos: [makeVideoCard()] },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await renderApp('/strona-glowna');
    await screen.findByRole('heading', { level: 3, name: 'Dziady' });
    await waitFor(() =>
      expect(requested(fetchMock).some((url) => url.startsWith('/external_api/events'))).toBe(true),
    );
    await waitFor(() => expect(warn).toHaveBeenCalledWith('API call failed', 500, expect.any(String)));
    expect(screen.getByRole('link', { name: 'Nowy sezon' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Repertuar' })).not.toBeInTheDocument();
    expectNoMessage();
    expect(app.location()).toBe('/strona-glowna');
    warn.mockRestore();
  });

  it('falls back to the default blocks when the config cannot be fetched', async () => {
    guestApi({ config: null, events: { events: [makeEventCard()] }, videos: { videos: [makeVideoCard()] } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp('/strona-glowna');
    await screen.findByRole('heading', { level: 3, name: 'Dziady' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Repertuar',
      'Wideo na żądanie',
    ]);
    expectNoMessage();
    warn.mockRestore();
  });
});

describe('home for signed-in users (spec 1 §2, spec 3 §2.13)', () => {
  const userApi = () =>
    mockApi({
      'GET /external_api/config': reply(homeConfig({ view_slider: false })),
      'GET /api/events': reply({ events: [makeEventCard()] }),
      'GET /api/videos': reply({ videos: [makeVideoCard()] }),
      'GET /api/categories': reply({ categories: [] }),
    });

  it('reads the catalogue through /api with the viewer rules', async () => {
    const { fetchMock } = userApi();
    signInAs(makeUser());
    await renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'Wesele' });
    await screen.findByRole('heading', { level: 3, name: 'Dziady' });
    const urls = requested(fetchMock);
    expect(urls).toContain('/api/events?dashboard=true');
    expect(urls).toContain('/api/videos?dashboard=true');
    expect(
      urls.some((url) => url.startsWith('/external_api/events') || url.startsWith('/external_api/videos')),
    ).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Witaj, Anna!' })).toBeInTheDocument();
    expectNoMessage();
  });

  it('warns about a missing birthday (or year 1900) and a missing country, linking to /konto?edit=true', async () => {
    userApi();
    signInAs(makeUser({ birthday: '1900-01-01', country_code: '' }));
    const first = await renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'Wesele' });
    const alerts = pageAlerts();
    expect(alerts.map((alert) => alert.querySelector('p')?.textContent)).toEqual([
      'Nie podano daty urodzenia. Uzupełnij ją, aby mieć dostęp do wydarzeń z ograniczeniem wiekowym.',
      'Nie podano kraju. Uzupełnij go w danych konta.',
    ]);
    for (const alert of alerts)
      expect(within(alert).getByRole('link', { name: 'Uzupełnij dane' })).toHaveAttribute(
        'href',
        '/konto?edit=true',
      );
    first.unmount();
    resetBrowser();

    userApi();
    signInAs(makeUser({ birthday: null }));
    await renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'Wesele' });
    expect(pageAlerts().map((alert) => alert.querySelector('p')?.textContent)).toEqual([
      'Nie podano daty urodzenia. Uzupełnij ją, aby mieć dostęp do wydarzeń z ograniczeniem wiekowym.',
    ]);
  });
});
