import { afterEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { makeI18n, makeUser, resetBrowser, signInAs } from '../../../test/app-harness';
import { makeEventCard } from '../catalog-fixtures';
import { EventCard } from './EventCard';

afterEach(() => resetBrowser());

const show = async (event: ReturnType<typeof makeEventCard>, lng: 'pl' | 'en' = 'pl') => {
  const i18n = await makeI18n(lng);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <EventCard event={event} now={new Date('2026-06-10T18:00:00Z')} />
      </MemoryRouter>
    </I18nextProvider>,
  );
};

it('says how many tickets are left when few are, and nothing when many are', async () => {
  signInAs(makeUser());
  const few = await show(
    makeEventCard({ available_tickets: 50, ticketsLeft: 3, access_reason: 'no_access' }),
  );
  expect(screen.getByText('Zostały 3 bilety')).toBeInTheDocument();
  few.unmount();
  const one = await show(
    makeEventCard({ available_tickets: 50, ticketsLeft: 1, access_reason: 'no_access' }),
  );
  expect(screen.getByText('Został 1 bilet')).toBeInTheDocument();
  one.unmount();
  const five = await show(makeEventCard({ available_tickets: 50, ticketsLeft: 5 }), 'en');
  expect(screen.getByText('5 tickets left')).toBeInTheDocument();
  five.unmount();
  await show(makeEventCard({ available_tickets: 50, ticketsLeft: 40, access_reason: 'no_access' }));
  expect(screen.queryByText(/Zostało|Zostały|Został/)).toBeNull();
  expect(screen.getByRole('link', { name: /Kup bilet/ })).toBeInTheDocument();
});

it('shows the duration its video gives, and no "Czas trwania" when it is unknown or 0', async () => {
  const known = await show(makeEventCard({ duration: 150 }));
  expect(screen.getByText('Czas trwania')).toBeInTheDocument();
  expect(screen.getByText('150 min')).toBeInTheDocument();
  known.unmount();
  for (const duration of [null, 0]) {
    const card = await show(makeEventCard({ duration }));
    expect(screen.queryByText('Czas trwania')).toBeNull();
    expect(card.container).not.toHaveTextContent(/\bmin\b/);
    card.unmount();
  }
});
