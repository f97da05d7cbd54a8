import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { makeI18n, makeUser, resetBrowser, signInAs } from '../../../test/app-harness';
import { makeEventCard, makeVideoCard } from '../catalog-fixtures';
import type { CatalogCardItem } from '../item/access';
import { CardAction } from './CardAction';

afterEach(() => resetBrowser());

const show = async (entry: CatalogCardItem, now = new Date('2026-06-12T18:00:00Z')) => {
  const i18n = await makeI18n('pl');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CardAction entry={entry} title="Wesele" now={now} />
      </MemoryRouter>
    </I18nextProvider>,
  );
};

const running = {
  available: 1 as const,
  access: true,
  can_watch: true,
  access_reason: null,
  access_source: 'premium' as const,
};

describe('home card button (spec 3 §2.13)', () => {
  it('links to watch mode when the viewer may watch a running event', async () => {
    signInAs(makeUser());
    await show({ kind: 'event', item: makeEventCard(running) }); // 20:00 in Warsaw, 19:00–21:30
    expect(screen.getByRole('link', { name: /Oglądaj/ }).getAttribute('href')).toBe(
      '/wydarzenie/wesele?ogladaj=true',
    );
  });

  it('is a disabled "processing" button while a payment is pending', async () => {
    signInAs(makeUser());
    await show({
      kind: 'video',
      item: makeVideoCard({ video_price: 20, paymentStatus: 'PENDING', access_reason: 'no_access' }),
    });
    const button = screen.getByRole('button', { name: /Płatność w trakcie przetwarzania/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers buying on the purchase page of an item not paid for, and nothing once it is over', async () => {
    signInAs(makeUser());
    await show({
      kind: 'video',
      item: makeVideoCard({ id: 4, slug: 'halka', video_price: 20, access_reason: 'no_access' }),
    });
    expect(screen.getByRole('link', { name: /Kup bilet/ }).getAttribute('href')).toBe('/platnosc/wideo/4');
    resetBrowser();
    signInAs(makeUser());
    await show({ kind: 'event', item: makeEventCard({ ...running }) }, new Date('2026-06-13T10:00:00Z'));
    expect(screen.queryAllByRole('link')).toHaveLength(1); // only the first render's
  });

  it('sends a free event with tickets left to its purchase page ("get access"), and says sold out once they ran out', async () => {
    signInAs(makeUser());
    await show({
      kind: 'event',
      item: makeEventCard({
        id: 3,
        event_price: 0,
        available_tickets: 10,
        ticketsLeft: 2,
        access_reason: 'no_access',
      }),
    });
    expect(screen.getByRole('link', { name: /Uzyskaj dostęp/ }).getAttribute('href')).toBe(
      '/platnosc/wydarzenie/3',
    );
    resetBrowser();
    document.body.innerHTML = '';
    signInAs(makeUser());
    await show({
      kind: 'event',
      item: makeEventCard({
        id: 3,
        event_price: 0,
        available_tickets: 10,
        ticketsLeft: 0,
        access_reason: 'no_tickets',
      }),
    });
    // Sold out: said so in the button's place, nothing to click.
    expect(screen.getByText('Wyprzedane')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Uzyskaj dostęp/ })).toBeNull();
  });

  it('shows a sold-out paid event as sold out to a guest too', async () => {
    await show({
      kind: 'event',
      item: makeEventCard({ id: 3, event_price: 30, available_tickets: 10, ticketsLeft: 0 }),
    });
    expect(screen.getByText('Wyprzedane')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kup bilet/ })).toBeNull();
  });

  it("sends a guest to the item's preview, not to buying", async () => {
    await show({ kind: 'video', item: makeVideoCard({ id: 4, slug: 'halka', video_price: 20 }) });
    expect(screen.getByRole('link', { name: /Kup bilet/ }).getAttribute('href')).toBe(
      '/wideo/halka/publiczne',
    );
  });
});
