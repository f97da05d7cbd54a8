import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { formatPln } from '@scena/shared';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import { ChartWithTable } from './ChartWithTable';

describe('a statistics chart', () => {
  it('is one image named by its summary, with every value in a table under it', async () => {
    const { container } = await renderAdmin(
      <ChartWithTable
        title="Przychód dziennie"
        summary="Wykres: przychód dziennie od 01.11.2026 do 02.11.2026, razem 37,50 zł"
        rows={[
          { date: '01.11.2026', summ: 12.5 },
          { date: '02.11.2026', summ: 25 },
        ]}
        category="date"
        value="summ"
        format={formatPln}
        columns={[
          { key: 'date', title: 'Dzień' },
          { key: 'summ', title: 'Przychód' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: /razem 37,50 zł$/ })).toBeInTheDocument();
    // The table sits in a disclosure under the chart (its summary names the chart's title).
    fireEvent.click(container.querySelector('details > summary')!);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['01.11.2026', '12,50 zł'],
      ['02.11.2026', '25,00 zł'],
    ]);
  }, 30_000);

  it('says there is no data instead of an empty chart', async () => {
    await renderAdmin(
      <ChartWithTable
        title="Zamówienia na wideo"
        summary="x"
        rows={[]}
        category="video"
        value="orders"
        columns={[]}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.ant-empty')).not.toBeNull();
  }, 30_000);
});
