import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from './test-utils';
import { AdminList } from './AdminList';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 55 }, (_, index) => ({ id: index + 1, name: `Pozycja ${String(index + 1).padStart(2, '0')}` }));

const table = () => (
  <AdminList<Row>
    rows={rows}
    rowKey={(row) => row.id}
    columns={[{ key: 'name', title: 'Nazwa', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) }]}
  />
);

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('AdminList (spec 2 §9: page size 20, options 10/20/50)', () => {
  it('shows 20 rows per page by default and pages on', async () => {
    await renderAdmin(table());
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Pozycja 01')).toBeInTheDocument();
    expect(screen.queryByText('Pozycja 21')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(screen.getByText('Pozycja 41')).toBeInTheDocument();
  });

  it('offers 10, 20 and 50 rows per page', async () => {
    await renderAdmin(table());
    const changer = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    expect(within(changer).getByText('20 na stronę')).toBeInTheDocument();
    fireEvent.mouseDown(within(changer).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.replace(/\D+/g, ''))).toEqual(['10', '20', '50']);

    fireEvent.click(screen.getByTitle('50 na stronę'));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
  });

  it('sorts by a sortable column', async () => {
    await renderAdmin(table());
    const header = () => document.querySelector('thead .ant-table-column-sorters') as HTMLElement;
    fireEvent.click(header());
    fireEvent.click(header());
    await waitFor(() => expect(bodyRows()[0]?.textContent).toBe('Pozycja 55'));
  });
});
