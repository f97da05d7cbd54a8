import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Category } from '@scena/shared';
import { renderAdmin, testQueryClient } from '../../../../components/admin-kit/testUtils';
import { mockApi, resetBrowser } from '../../../../test/app-harness';
import { makeCategory } from '../../catalog-fixtures';
import CategoriesScreen from './CategoriesScreen';

const category = (id: number, name: string, updated_at: string): Category =>
  makeCategory({ id, name, updated_at });

const rowNames = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child')).map(
    (cell) => cell.textContent,
  );

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
});

describe('CategoriesScreen (spec 2 §2.7)', () => {
  it('lists newest update first; the up arrow re-saves a category, which moves it to the top', async () => {
    let categories = [
      category(1, 'Dramat', '2026-01-01T10:00:00.000Z'),
      category(2, 'Komedia', '2026-02-01T10:00:00.000Z'),
    ];
    const { calls } = mockApi({
      // The server sorts (newest update first, the default sort) and pages.
      'GET /api/admin/categories': () => ({
        body: {
          categories: [...categories].sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
          total: categories.length,
        },
      }),
      'PUT /api/categories/1': (call) => {
        categories = [{ ...categories[0]!, updated_at: '2026-03-01T10:00:00.000Z' }, categories[1]!];
        return { body: { category: { ...categories[0], name: (call.body as { name: string }).name } } };
      },
    });
    await renderAdmin(<CategoriesScreen />, 'pl', testQueryClient());

    await waitFor(() => expect(rowNames()).toEqual(['Komedia', 'Dramat']));
    fireEvent.click(screen.getByRole('button', { name: 'Przenieś na górę: Dramat' }));

    expect(await screen.findByText('Zaktualizowano zmiany')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/categories/1',
      body: { name: 'Dramat' },
    });
    await waitFor(() => expect(rowNames()).toEqual(['Dramat', 'Komedia']));
  });

  it("refuses a name with forbidden characters with 'Niepoprawna nazwa' and sends nothing", async () => {
    const { calls } = mockApi({
      'GET /api/admin/categories': () => ({
        body: { categories: [category(1, 'Dramat', '2026-01-01T10:00:00.000Z')], total: 1 },
      }),
    });
    await renderAdmin(<CategoriesScreen />, 'pl', testQueryClient());
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj: Dramat' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nazwa' }), { target: { value: 'Dramat <b>' } });
    fireEvent.click(screen.getByRole('button', { name: /Zapisz/ }));

    // The message names the rule, so the admin knows what to change.
    expect(
      await screen.findByText(
        /^Niepoprawna nazwa\. Dozwolone są litery, cyfry, spacje, znaki interpunkcyjne, cudzysłowy/,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('accepts typographic quotes and dashes in a name', async () => {
    const { calls } = mockApi({
      'GET /api/admin/categories': () => ({
        body: { categories: [category(1, 'Dramat', '2026-01-01T10:00:00.000Z')], total: 1 },
      }),
      'PUT /api/categories/1': () => ({
        body: { category: category(1, '„Wesele” – dramat', '2026-01-02T10:00:00.000Z') },
      }),
    });
    await renderAdmin(<CategoriesScreen />, 'pl', testQueryClient());
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj: Dramat' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nazwa' }), {
      target: { value: '„Wesele” – dramat' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Zapisz/ }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
  });

  it('says how many videos use a category before deleting it', async () => {
    mockApi({
      'GET /api/admin/categories': () => ({
        body: {
          categories: [{ ...category(1, 'Dramat', '2026-01-01T10:00:00.000Z'), videos: [4, 9, 12] }],
          total: 1,
        },
      }),
    });
    await renderAdmin(<CategoriesScreen />, 'pl', testQueryClient());
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń: Dramat' }));

    expect(await screen.findByText('Czy na pewno usunąć „Dramat”?')).toBeInTheDocument();
    expect(screen.getByText('Kategorii używają 3 wideo; zniknie z ich kategorii.')).toBeInTheDocument();
  });
});
