import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codesEndpoints } from '@scena/shared/codes.endpoints';
import type { UserCode } from '@scena/shared/codes.contract';
import { answer, at, makeUser, mockApi, renderApp, resetBrowser, signInAs } from '../../../test/app-harness';

beforeEach(() => resetBrowser());
afterEach(() => resetBrowser());

const userCode = (overrides: Partial<UserCode> = {}): UserCode => ({
  id: 1,
  code_id: 11,
  code: 'PREMIERA',
  desc: 'Zniżka na premierę',
  kind: 'discount',
  product_type: 'any',
  discount_percent: 20,
  discount_cash: null,
  event_id: null,
  video_id: null,
  title: null,
  slug: null,
  activation_date: '2026-11-20T10:00:00.000Z',
  used: false,
  usage_date: null,
  expiration_date: '2026-12-31T22:59:00.000Z',
  removable: true,
  ...overrides,
});

const gift = userCode({
  id: 2,
  code_id: 12,
  code: 'K7M2QX9PZR4T',
  desc: 'Prezent',
  kind: 'gift',
  product_type: 'video',
  discount_percent: 100,
  video_id: 5,
  title: 'Balladyna',
  slug: 'balladyna',
  used: true,
  usage_date: '2026-11-21T18:30:00.000Z',
  expiration_date: null,
  removable: false,
});

/** The account page with the codes endpoints answered from `codes` (POST adds, DELETE removes). */
const setUp = (codes: UserCode[], activate?: (code: string) => { status: number; body: unknown } | null) => {
  const user = makeUser();
  signInAs(user);
  const api = mockApi({
    [at(codesEndpoints.listForUser, { id: user.id })]: () =>
      answer(codesEndpoints.listForUser, { codes, total: codes.length }),
    [at(codesEndpoints.activate, { id: user.id })]: (call) => {
      const typed = (call.body as { code: string }).code;
      const refusal = activate?.(typed);
      if (refusal) return refusal;
      const made = userCode({ id: 3, code_id: 13, code: typed.toUpperCase() });
      codes.unshift(made);
      return answer(codesEndpoints.activate, { message: 'Kod został aktywowany', code: made });
    },
    [at(codesEndpoints.remove, { id: user.id, codeId: 11 })]: () => {
      codes.splice(
        codes.findIndex((c) => c.code_id === 11),
        1,
      );
      return answer(codesEndpoints.remove, { message: 'Kod został usunięty.' });
    },
  });
  return { user, api };
};

const section = () => screen.findByRole('region', { name: 'Kody aktywacyjne' });

// The first render loads the account page's lazy chunk: slow on the shared two-core machine.
describe('account page: activation codes', { timeout: 20_000 }, () => {
  it('lists the codes: discount, product with its link, dates, and removal only for unspent ones', async () => {
    setUp([userCode(), gift]);
    await renderApp('/konto');
    const codes = await section();
    const rows = await within(codes).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('20%')).toBeTruthy();
    expect(within(rows[1]!).getByText('dowolne wydarzenie lub wideo')).toBeTruthy();
    expect(within(rows[1]!).getByText('31.12.2026 23:59')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Usuń kod PREMIERA' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Balladyna' }).getAttribute('href')).toBe(
      '/wideo/balladyna',
    );
    expect(within(rows[2]!).getByText('prezent (100%)')).toBeTruthy();
    expect(within(rows[2]!).getByText('tak, 21.11.2026 19:30')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('activates a trimmed code with the success toast and shows it in the list', async () => {
    const { api } = setUp([]);
    await renderApp('/konto');
    const codes = await section();
    expect(await within(codes).findByText('Nie masz jeszcze aktywowanych kodów.')).toBeTruthy();
    await userEvent.type(within(codes).getByLabelText(/^Kod/), '  lato2026 ');
    await userEvent.click(within(codes).getByRole('button', { name: 'Aktywuj kod' }));
    expect(await screen.findByText('Kod został aktywowany')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'lato2026' });
    expect(await within(codes).findByText('LATO2026')).toBeTruthy();
    expect((within(codes).getByLabelText(/^Kod/) as HTMLInputElement).value).toBe('');
  });

  it('asks for the code before sending, and shows the server refusal under the field', async () => {
    const { api } = setUp([], () => ({
      status: 409,
      body: {
        statusCode: 409,
        message: 'Kod został już wykorzystany.',
        type: 'code_used_up',
        formError: { code: 'Kod został już wykorzystany.' },
      },
    }));
    await renderApp('/konto');
    const codes = await section();
    await userEvent.click(within(codes).getByRole('button', { name: 'Aktywuj kod' }));
    expect(await within(codes).findByText('Proszę podać kod.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(codes).getByLabelText(/^Kod/), 'ZUZYTY');
    await userEvent.click(within(codes).getByRole('button', { name: 'Aktywuj kod' }));
    expect(await within(codes).findByText('Kod został już wykorzystany.')).toBeTruthy();
    expect(within(codes).getByLabelText(/^Kod/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes an unspent code after the confirmation', async () => {
    const { api } = setUp([userCode(), gift]);
    await renderApp('/konto');
    const codes = await section();
    await userEvent.click(await within(codes).findByRole('button', { name: 'Usuń kod PREMIERA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć kod?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń kod' }));
    expect(await screen.findByText('Kod został usunięty.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      expect.stringMatching(/\/codes\/11$/),
    ]);
    await expect.poll(() => within(codes).queryByText('PREMIERA')).toBeNull();
  });
});
