import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DiscountCode } from '@scena/shared';
import { codesAdminEndpoints } from '@scena/shared/codes/admin.endpoints';
import { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import { answer, at, mockApi, resetBrowser } from '../../../test/app-harness';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import plCodes from '../../../../public/locales/pl/codes-admin.json';
import CodesScreen from './CodesScreen';

const code = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 7,
  code: 'PREMIERA',
  desc: 'Na premierę',
  discount_percent: 15,
  discount_cash: null,
  product_type: 'any',
  event_id: null,
  video_id: null,
  limit: 10,
  numberOfUses: 1,
  expiration_date: '2030-01-31T22:59:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const render = async (url = '/teapp-admin?view=promotion_codes') => {
  const result = await renderAdmin(<CodesScreen />, 'pl', undefined, { url });
  result.i18n.addResourceBundle('pl', 'codes-admin', plCodes);
  return result;
};

const api = (rows: DiscountCode[], extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    [at(codesAdminEndpoints.page)]: () =>
      answer(codesAdminEndpoints.page, { codes: rows, total: rows.length }),
    [at(eventEndpoints.list)]: () => answer(eventEndpoints.list, { events: [] }),
    [at(videoEndpoints.list)]: () => answer(videoEndpoints.list, { videos: [] }),
    ...extra,
  });
const urls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
});

describe('discount codes screen (spec 3 §2.8)', () => {
  it('lists codes with their discount, product link, uses ("błąd" when missing) and the users on expanding', async () => {
    const { fetchMock } = api(
      [
        code(),
        code({
          id: 8,
          code: 'KASA',
          discount_percent: null,
          discount_cash: 12.5,
          product_type: 'event',
          event_id: 3,
          numberOfUses: null,
        }),
      ],
      {
        [at(codesAdminEndpoints.get, { id: 7 })]: () =>
          answer(codesAdminEndpoints.get, {
            ...code(),
            uses: [
              {
                id: 1,
                userId: 42,
                firstname: 'Ewa',
                lastname: 'Lis',
                used: true,
                usage_date: '2026-11-05T08:05:00.000Z',
              },
            ],
          }),
      },
    );
    await render();
    const first = await screen.findByRole('row', { name: /PREMIERA/ }, { timeout: 20_000 });
    expect(within(first).getByText('15%')).toBeInTheDocument();
    expect(within(first).getByText('Dowolny produkt')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /KASA/ });
    expect(within(second).getByText('12,50 zł')).toBeInTheDocument();
    expect(within(second).getByText('błąd')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Wydarzenie 3' })).toHaveAttribute(
      'href',
      '/wydarzenie/3',
    );
    // The default list: no filter in the URL, so none is sent (the server's default applies).
    const list = urls(fetchMock).find((url) => url.pathname === '/api/codes');
    expect(list?.searchParams.get('available')).toBeNull();
    expect(list?.searchParams.get('page_size')).toBe('20');

    fireEvent.click(within(first).getByRole('button', { name: 'Pokaż użycia kodu PREMIERA' }));
    const uses = await screen.findByRole('table', { name: 'Użycia kodu PREMIERA' });
    expect(within(uses).getByRole('link', { name: 'Ewa Lis' })).toHaveAttribute('href', '/konto/42');
    expect(within(uses).getByText('tak')).toBeInTheDocument();
  }, 60_000);

  it('keeps the filters in the URL and sends them', async () => {
    const { fetchMock } = api([]);
    await render('/teapp-admin?view=promotion_codes&name=LATO&available=all');
    const name = await screen.findByLabelText('Kod lub opis', {}, { timeout: 20_000 });
    await waitFor(() => expect(name).toHaveValue('LATO'));
    fireEvent.change(screen.getByLabelText('Limit co najmniej'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Zniżka'), { target: { value: '15%' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => {
      const last = urls(fetchMock)
        .filter((url) => url.pathname === '/api/codes')
        .at(-1);
      expect(last?.searchParams.get('min_limit')).toBe('3');
      expect(last?.searchParams.get('discount')).toBe('15%');
      expect(last?.searchParams.get('name')).toBe('LATO');
    });
  }, 60_000);

  it('generates a batch, shows the codes in a modal and copies them', async () => {
    const texts = ['7KQ2M9XH4TBA', 'N3P8R5VW1CZD'];
    const { calls } = api([], {
      [at(codesAdminEndpoints.create)]: () => answer(codesAdminEndpoints.create, { codes: texts }),
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: /Generuj kody/ }, { timeout: 20_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Nowe kody rabatowe' }, { timeout: 10_000 });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Lista kodów jednorazowych' }));
    fireEvent.change(within(drawer).getByLabelText('Opis'), { target: { value: 'Szkoły' } });
    fireEvent.change(within(drawer).getByLabelText('Zniżka'), { target: { value: '100%' } });
    fireEvent.change(await within(drawer).findByLabelText('Liczba kodów'), { target: { value: '2' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Zapisz' }));

    const modal = await screen.findByRole('dialog', { name: 'Wygenerowane kody (2)' }, { timeout: 10_000 });
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/codes/');
    expect(sent?.body).toMatchObject({ desc: 'Szkoły', discount: '100%', number: '2', product_id: 'any' });
    expect(sent?.body).not.toHaveProperty('code');
    expect(within(modal).getByLabelText('Wygenerowane kody')).toHaveValue(texts.join('\n'));
    fireEvent.click(within(modal).getByRole('button', { name: /Kopiuj/ }));
    expect(await within(modal).findByText('Skopiowano kody do schowka')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(texts.join('\n'));
  }, 60_000);

  it('refuses a broken form in the spec’s words and sends nothing', async () => {
    const { calls } = api([]);
    await render();
    fireEvent.click(await screen.findByRole('button', { name: /Generuj kody/ }, { timeout: 20_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Nowe kody rabatowe' }, { timeout: 10_000 });
    fireEvent.change(within(drawer).getByLabelText('Zniżka'), { target: { value: '120%' } });
    fireEvent.change(within(drawer).getByLabelText('Limit użyć'), { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Zapisz' }));
    expect(await within(drawer).findByText('Proszę podać kod.')).toBeInTheDocument();
    expect(within(drawer).getByText('Proszę podać opis.')).toBeInTheDocument();
    expect(within(drawer).getByText('Proszę podać limit.')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Podaj kwotę z maksymalnie dwoma/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 60_000);
});
