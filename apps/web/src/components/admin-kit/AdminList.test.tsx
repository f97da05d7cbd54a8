import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderAdmin } from './testUtils';
import { AdminList } from './AdminList';
import { ApiError } from '../../lib/api';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 55 }, (_, index) => ({
  id: index + 1,
  name: `Pozycja ${String(index + 1).padStart(2, '0')}`,
}));

/** The list endpoint's contract in miniature: filters by q, sorts by name, pages. */
const endpoint = vi.fn(async (request: Record<string, string | number>) => {
  const page = Number(request.page);
  const size = Number(request.page_size);
  const found = rows.filter((row) => !request.q || row.name.includes(String(request.q)));
  const sorted = request.dir === 'desc' ? [...found].reverse() : found;
  return { items: sorted.slice((page - 1) * size, page * size), total: found.length };
});

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}

const table = () => (
  <>
    <AdminList<Row>
      queryKey={['rows']}
      fetchPage={endpoint}
      defaultSort={{ field: 'name', dir: 'asc' }}
      rowKey={(row) => row.id}
      searchLabel="Szukaj"
      columns={[{ key: 'name', title: 'Nazwa', dataIndex: 'name', sorter: true }]}
    />
    <Url />
  </>
);

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');
const lastRequest = () => endpoint.mock.calls.at(-1)?.[0];

describe('AdminList (server-paged; spec 2 §9: page size 20, options 10/20/50)', () => {
  it('asks the endpoint for one page of 20 and keeps the page in the URL', async () => {
    await renderAdmin(table(), 'pl', undefined, { url: '/teapp-admin?view=events' });
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(lastRequest()).toEqual({ page: 1, page_size: 20, sort: 'name', dir: 'asc' });

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getByText('Pozycja 41')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(15);
    expect(url().get('page')).toBe('3');
    expect(url().get('view')).toBe('events');
  });

  it('restores page, size, sort and filters from a shared link', async () => {
    await renderAdmin(table(), 'pl', undefined, {
      url: '/teapp-admin?view=events&page=2&page_size=10&sort=name&dir=desc&q=Pozycja',
    });
    await waitFor(() => expect(bodyRows()[0]?.textContent).toBe('Pozycja 45'));
    expect(lastRequest()).toEqual({ q: 'Pozycja', page: 2, page_size: 10, sort: 'name', dir: 'desc' });
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('Pozycja');
    expect(document.querySelector('th[aria-sort="descending"]')).not.toBeNull();
  });

  it('offers 10, 20 and 50 rows per page; a new size starts at page 1', async () => {
    await renderAdmin(table(), 'pl', undefined, { url: '/teapp-admin?view=events&page=2' });
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const changer = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    fireEvent.mouseDown(within(changer).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.replace(/\D+/g, ''))).toEqual(['10', '20', '50']);
    fireEvent.click(screen.getByTitle('50 na stronę'));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(url().get('page')).toBe('1');
    expect(url().get('page_size')).toBe('50');
  });

  it('sorts on the server from the column header', async () => {
    await renderAdmin(table());
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const header = () => document.querySelector('thead .ant-table-column-sorters') as HTMLElement;
    fireEvent.click(header());
    await waitFor(() => expect(url().get('dir')).toBe('desc'));
    await waitFor(() => expect(bodyRows()[0]?.textContent).toBe('Pozycja 55'));
    expect(lastRequest()).toMatchObject({ sort: 'name', dir: 'desc', page: 1 });
  });

  it('searches through the q filter and goes back to page 1; past the last page it steps back', async () => {
    await renderAdmin(table(), 'pl', undefined, { url: '/teapp-admin?page=9' });
    await waitFor(() => expect(url().get('page')).toBe('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const box = screen.getByRole('searchbox', { name: 'Szukaj' });
    fireEvent.change(box, { target: { value: 'Pozycja 1' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(url().get('q')).toBe('Pozycja 1'));
    expect(url().get('page')).toBe('1');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));

    // Typing alone searches too, once the admin pauses.
    fireEvent.change(box, { target: { value: 'Pozycja 5' } });
    await waitFor(() => expect(url().get('q')).toBe('Pozycja 5'));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
  });

  it("pins the row's actions column to the right edge, so wide rows never push it out of reach", async () => {
    await renderAdmin(
      <AdminList<Row>
        queryKey={['pinned']}
        fetchPage={endpoint}
        defaultSort={{ field: 'name', dir: 'asc' }}
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', title: 'Nazwa', dataIndex: 'name' },
          {
            key: 'actions',
            title: 'Akcje',
            render: (_, row) => <button type="button">{`Edytuj: ${row.name}`}</button>,
          },
        ]}
      />,
    );
    const edit = await screen.findByRole('button', { name: 'Edytuj: Pozycja 01' });
    expect(edit.closest('td')).toHaveClass('ant-table-cell-fix-end');
    expect(screen.getByRole('columnheader', { name: 'Akcje' })).toHaveClass('ant-table-cell-fix-end');
    expect(screen.getByRole('columnheader', { name: 'Nazwa' })).not.toHaveClass('ant-table-cell-fix-end');
  });
  it('tells a failed load in a toast (spec 2 §8), or in the text the list gives (spec 3 §8: the user list)', async () => {
    const failing = vi.fn(async () => {
      throw new ApiError({ statusCode: 500, message: 'Baza danych nie odpowiada' });
    });
    const list = (loadErrorText?: string) => (
      <AdminList<Row>
        queryKey={['failing', loadErrorText ?? 'default']}
        fetchPage={failing}
        defaultSort={{ field: 'name', dir: 'asc' }}
        rowKey={(row) => row.id}
        columns={[{ key: 'name', title: 'Nazwa', dataIndex: 'name' }]}
        {...(loadErrorText ? { loadErrorText } : {})}
      />
    );
    const first = await renderAdmin(list(), 'pl');
    expect(await screen.findByText('Wystąpił błąd: Baza danych nie odpowiada')).toBeInTheDocument();
    first.unmount();
    await renderAdmin(list('Wystąpił błąd'), 'pl');
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    expect(screen.queryByText(/Baza danych nie odpowiada/)).toBeNull();
  });
});
