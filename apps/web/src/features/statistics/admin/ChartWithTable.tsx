import type { ReactNode } from 'react';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ADMIN_PRIMARY } from '../../../components/admin-kit';

export interface ChartColumn {
  key: string;
  title: string;
}

export interface ChartWithTableProps {
  title: string;
  /** What the chart shows in one sentence (its accessible name). */
  summary: string;
  rows: Record<string, string | number>[];
  /** The category (x axis, or y for a horizontal chart) and the value to plot. */
  category: string;
  value: string;
  columns: readonly ChartColumn[];
  /** Text of a value (zł, counts) in the tooltip and the table. */
  format?: (value: number) => string;
  horizontal?: boolean;
  loading?: boolean;
  extra?: ReactNode;
}

/**
 * A bar chart (recharts) and the same numbers as a table: the chart is one image with a summary
 * for screen readers, the table (a disclosure under it) carries every value to anyone who wants
 * to read them (spec: each chart also readable as a table).
 */
export function ChartWithTable(props: ChartWithTableProps) {
  const { t } = useTranslation('reports');
  const { rows, category, value, format = String, horizontal = false } = props;
  const height = horizontal ? Math.max(200, rows.length * 28 + 40) : 280;
  return (
    <section style={{ marginBottom: 24 }}>
      <h3 style={{ fontSize: 16 }}>{props.title}</h3>
      {props.extra}
      {rows.length === 0 && !props.loading ? (
        <Empty description={t('statistics.no_data')} />
      ) : (
        <div role="img" aria-label={props.summary} style={{ width: '100%', height }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={rows}
              layout={horizontal ? 'vertical' : 'horizontal'}
              margin={{ left: 8, right: 16 }}
            >
              <CartesianGrid strokeDasharray="3 3" />
              {horizontal ? (
                <>
                  <XAxis type="number" allowDecimals={false} />
                  <YAxis type="category" dataKey={category} width={160} tick={{ fontSize: 12 }} />
                </>
              ) : (
                <>
                  <XAxis dataKey={category} tick={{ fontSize: 12 }} />
                  <YAxis allowDecimals={false} width={56} />
                </>
              )}
              <Tooltip formatter={(v) => format(Number(v))} />
              <Bar dataKey={value} fill={ADMIN_PRIMARY} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <details>
        <summary>{t('statistics.table_of', { title: props.title })}</summary>
        <Table
          size="small"
          dataSource={rows.map((row, index) => ({ ...row, key: index }))}
          pagination={rows.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
          columns={props.columns.map((column) => ({
            key: column.key,
            dataIndex: column.key,
            title: column.title,
            render: (cell: string | number) => (column.key === value ? format(Number(cell)) : cell),
          }))}
        />
      </details>
    </section>
  );
}
