import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin, testQueryClient } from '../../../../components/admin-kit/testUtils';
import { resetBrowser } from '../../../../test/app-harness';
import { catalogKeys } from '../../api/keys';
import { VideoDrawer } from './VideoDrawer';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that records the request body as sent (FormData kept as is) and answers { video }. */
const stubFetch = () => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://localhost').pathname,
        body: init?.body,
      });
      return new Response(JSON.stringify({ video: { id: 1 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
};

const openNew = async (onClose = vi.fn()) => {
  const client = testQueryClient();
  client.setQueryData(catalogKeys.categories(), []);
  client.setQueryData(catalogKeys.galleries(), []);
  await renderAdmin(<VideoDrawer open video={null} onClose={onClose} />, 'pl', client);
  return onClose;
};

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
});

describe('VideoDrawer (spec 2 §2.1, §4, §5)', () => {
  it('starts a new video visible, not hidden on the home page, not shared, with the global ticket validity', async () => {
    stubFetch();
    await openNew();
    expect(screen.getByRole('checkbox', { name: 'Widoczne w VOD' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ukryte na stronie głównej' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Udostępnij w sieci teatrów' })).not.toBeChecked();
    expect(screen.getByTitle('Nieokreślona (ustawienie globalne)')).toBeInTheDocument();
    // Browser compression limits per image kind (spec 2 §5): main 3 MB / 2000 px, thumbnail 1 MB / 650 px.
    expect(
      screen.getByText('JPG lub PNG; przed wysłaniem zmniejszane do 3 MB i 2000 px.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('JPG lub PNG; przed wysłaniem zmniejszane do 1 MB i 650 px.'),
    ).toBeInTheDocument();
  });

  it('offers exactly the ticket validity options: undefined, no limit, 3, 6, 12, 24, 36, 48, 72 hours', async () => {
    stubFetch();
    await openNew();
    const select = screen
      .getByTitle('Nieokreślona (ustawienie globalne)')
      .closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    const labels = await waitFor(() => {
      const items = Array.from(document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')).map(
        (item) => item.getAttribute('title'),
      );
      expect(items.length).toBeGreaterThan(0);
      return items;
    });
    expect(labels).toEqual([
      'Nieokreślona (ustawienie globalne)',
      'Bez limitu',
      '3 godz.',
      '6 godz.',
      '12 godz.',
      '24 godz.',
      '36 godz.',
      '48 godz.',
      '72 godz.',
    ]);
  });

  it("sends the form as multipart form data to POST /api/videos/, toasts 'Dodano wideo.' and closes", async () => {
    const sent = stubFetch();
    const onClose = await openNew();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tytuł' }), { target: { value: 'Wesele' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Wideo' }), { target: { value: '76979871' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cena (zł)' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: /Zapisz/ }));

    expect(await screen.findByText('Dodano wideo.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/videos');
    expect(post?.body).toBeInstanceOf(FormData);
    const form = post!.body as FormData;
    expect(form.get('title')).toBe('Wesele');
    expect(form.get('video_link')).toBe('76979871');
    expect(form.get('visible')).toBe('1');
    expect(form.get('weight')).toBe('0');
    expect(form.get('share_teatrlink')).toBe('0');
    expect(form.get('tickets_expiration_time')).toBe('');
    // 0 zł only because the admin typed it.
    expect(form.get('video_price')).toBe('0');
  });

  it('refuses to send without a title and a video link, with the spec messages', async () => {
    const sent = stubFetch();
    await openNew();
    fireEvent.click(screen.getByRole('button', { name: /Zapisz/ }));
    expect(await screen.findByText('Proszę podać tytuł.')).toBeInTheDocument();
    expect(await screen.findByText('Proszę podać wideo.')).toBeInTheDocument();
    // No price is assumed for a new video: it must be entered (0 for a free one).
    expect(screen.getByRole('textbox', { name: 'Cena (zł)' })).toHaveValue('');
    expect(await screen.findByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
