import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchEndpoints } from '@scena/shared/search.endpoints';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

describe('search page', () => {
  it('asks for at least 3 characters and sends nothing shorter', async () => {
    signInAs(makeUser());
    const { calls } = mockApi({});
    await renderApp('/szukaj?q=ab');
    expect(await screen.findByText('Wpisz co najmniej 3 znaki.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/search/all')).toBe(false);
  });

  it('shows three sections of links, and a new search from the keyboard alone', async () => {
    signInAs(makeUser());
    const { calls } = mockApi({
      [at(searchEndpoints.all)]: () =>
        answer(searchEndpoints.all, {
          videos: [
            {
              id: 3,
              title: 'Żółw',
              description: 'Bajka o żółwiu',
              slug: 'zolw',
              price: 0,
              image: '/uploads/zolw.jpg',
              date: null,
              time: null,
            },
          ],
          events: [
            {
              id: 4,
              title: 'Żółw na żywo',
              description: '',
              slug: '',
              price: 25,
              image: null,
              date: '2030-01-10',
              time: '19:00',
            },
          ],
          pages: [{ id: 1, title: 'Regulamin', content: 'Zasady', slug: 'regulamin' }],
        }),
    });
    const app = await renderApp('/szukaj?q=zolw');
    const videos = await screen.findByRole('region', { name: 'Wideo (1)' });
    expect(within(videos).getByRole('link', { name: 'Żółw' }).getAttribute('href')).toBe('/wideo/zolw');
    expect(
      within(screen.getByRole('region', { name: 'Wydarzenia (1)' }))
        .getByRole('link', { name: 'Żółw na żywo' })
        .getAttribute('href'),
    ).toBe('/wydarzenie/4');
    // An event and a video of one title tell apart: the day, start and price; a picture.
    expect(within(videos).getByText('bezpłatne')).toBeTruthy();
    expect(videos.querySelector('img')?.getAttribute('src')).toBe('/uploads/zolw.jpg');
    expect(
      within(screen.getByRole('region', { name: 'Wydarzenia (1)' })).getByText(
        '10.01.2030, 19:00 · 25,00 zł',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Strony (1)' }))
        .getByRole('link', { name: 'Regulamin' })
        .getAttribute('href'),
    ).toBe('/n/regulamin');
    const field = screen.getByRole('searchbox', { name: 'Czego szukasz?' });
    await screen.findByRole('searchbox', { name: 'Czego szukasz?' });
    field.focus();
    await userEvent.keyboard('{Control>}a{/Control}teatr{Enter}');
    expect(app.location()).toBe('/szukaj?q=teatr');
    expect(calls.filter((call) => call.path === '/api/search/all')).toHaveLength(2);
  });
});
