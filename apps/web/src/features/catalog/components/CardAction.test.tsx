import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { makeI18n, makeUser, resetBrowser, signInAs } from '../../../test/app-harness';
import { makeEvent, makeVideo } from '../catalog-fixtures';
import type { CatalogItem } from '../item/access';
import { CardAction } from './CardAction';

afterEach(() => resetBrowser());

const show = async (entry: CatalogItem, now = new Date('2026-06-12T18:00:00Z')) => {
  const i18n = await makeI18n('pl');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CardAction entry={entry} title="Wesele" now={now} />
      </MemoryRouter>
    </I18nextProvider>,
  );
};

const running = { available: 1 as const, access: true, can_watch: true, access_reason: null, access_source: 'premium' as const };

describe('home card button (spec 3 §2.13)', () => {
  it('links to watch mode when the viewer may watch a running event', async () => {
    signInAs(makeUser());
    await show({ kind: 'event', item: makeEvent(running) }); // 20:00 in Warsaw, 19:00–21:30
    expect(screen.getByRole('link', { name: /Oglądaj/ }).getAttribute('href')).toBe('/wydarzenie/wesele?ogladaj=true');
  });

  it('is a disabled "processing" button while a payment is pending', async () => {
    signInAs(makeUser());
    await show({ kind: 'video', item: makeVideo({ video_price: 20, paymentStatus: 'PENDING', access_reason: 'no_access' }) });
    const button = screen.getByRole('button', { name: /Płatność w trakcie przetwarzania/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers buying on the page of an item not paid for, and nothing once it is over', async () => {
    signInAs(makeUser());
    await show({ kind: 'video', item: makeVideo({ slug: 'halka', video_price: 20, access_reason: 'no_access' }) });
    expect(screen.getByRole('link', { name: /Kup bilet/ }).getAttribute('href')).toBe('/wideo/halka');
    resetBrowser();
    signInAs(makeUser());
    await show({ kind: 'event', item: makeEvent({ ...running }) }, new Date('2026-06-13T10:00:00Z'));
    expect(screen.queryAllByRole('link')).toHaveLength(1); // only the first render's
  });
});
