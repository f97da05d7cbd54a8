import { Link } from 'react-router';
import { Pagination, Space, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE_OPTIONS, type SortDirection } from '@scena/shared';
import type { CodeOrderRow, CodeOrderSortField } from '@scena/shared/code-orders.contract';
import { StatusTag } from '../../../components/admin-kit';
import { links } from '../../../lib/paths';
import { flagOf, money, orderInstant, STATUS_TONE } from './format';
import { OrderCodes } from './OrderCodes';

export interface CodeOrdersPaging {
  page: number;
  pageSize: number;
  sort: string;
  dir: SortDirection;
}

export interface CodeOrdersTableProps {
  label: string;
  rows: CodeOrderRow[];
  total: number;
  loading: boolean;
  paging: CodeOrdersPaging;
  onPaging: (next: Partial<CodeOrdersPaging>) => void;
  defaultSort: { field: CodeOrderSortField; dir: SortDirection };
}

const { Text } = Typography;

/**
 * The gift or group orders table (spec 3 §2.7), paged and sorted by the server: user (link to
 * /konto/{userId}, sorted by last name), country with flag and IP, order data (both numbers, date,
 * cost), description, ticket count, status; each row expands to its codes.
 */
export function CodeOrdersTable(props: CodeOrdersTableProps) {
  const { label, rows, total, loading, paging, onPaging, defaultSort } = props;
  const { t } = useTranslation('code-orders');
  const sorted = (key: CodeOrderSortField) => ({
    key,
    sorter: true,
    sortOrder:
      paging.sort === key ? (paging.dir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
  const columns: ColumnsType<CodeOrderRow> = [
    {
      title: t('columns.user'),
      ...sorted('lastname'),
      render: (_, row) => {
        const name = [row.firstname, row.lastname].filter(Boolean).join(' ') || row.email;
        return (
          <Space orientation="vertical" size={0}>
            {row.userId !== null ? <Link to={links.accountOf(row.userId)}>{name}</Link> : <Text>{name}</Text>}
            <Text type="secondary">{row.email}</Text>
          </Space>
        );
      },
    },
    {
      title: t('columns.country'),
      key: 'country',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Text>
            <span aria-hidden>{flagOf(row.country)} </span>
            {row.country ?? '—'}
          </Text>
          <Text type="secondary">{row.customer_ip ?? '—'}</Text>
        </Space>
      ),
    },
    {
      title: t('columns.order'),
      ...sorted('created_at'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Text copyable={{ text: row.extOrderId }}>
            {t('columns.ext_order_id')}: <code>{row.extOrderId}</code>
          </Text>
          <Text type="secondary">
            {t('columns.order_id')}: {row.orderId ?? '—'}
          </Text>
          <Text type="secondary">{orderInstant(row.created_at)}</Text>
          <Text>
            {money(row.amount)}
            {row.refunded > 0 && ` (${t('columns.refunded', { amount: money(row.refunded) })})`}
          </Text>
        </Space>
      ),
    },
    { title: t('columns.description'), key: 'description', render: (_, row) => row.description },
    {
      title: t('columns.tickets'),
      key: 'tickets',
      align: 'right',
      render: (_, row) => t('columns.tickets_value', { count: row.product_quantity, used: row.numberOfUses }),
    },
    {
      title: t('columns.status'),
      ...sorted('status'),
      render: (_, row) => <StatusTag tone={STATUS_TONE[row.status]}>{t(`statuses.${row.status}`)}</StatusTag>,
    },
  ];
  const onChange: TableProps<CodeOrderRow>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<CodeOrderRow> | undefined;
    if (!s?.order || s.columnKey === undefined)
      onPaging({ sort: defaultSort.field, dir: defaultSort.dir, page: 1 });
    else onPaging({ sort: String(s.columnKey), dir: s.order === 'ascend' ? 'asc' : 'desc', page: 1 });
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Table<CodeOrderRow>
        aria-label={label}
        columns={columns}
        dataSource={rows}
        rowKey={(row) => row.id}
        loading={loading}
        pagination={false}
        onChange={onChange}
        expandable={{ expandedRowRender: (row) => <OrderCodes order={row} /> }}
        locale={{ emptyText: t('table.empty') }}
        scroll={{ x: 'max-content' }}
        size="small"
      />
      {total > 0 && (
        <Pagination
          align="end"
          current={paging.page}
          pageSize={paging.pageSize}
          total={total}
          showSizeChanger
          pageSizeOptions={ADMIN_PAGE_SIZE_OPTIONS.map(String)}
          onChange={(page, pageSize) =>
            onPaging(pageSize !== paging.pageSize ? { page: 1, pageSize } : { page })
          }
        />
      )}
    </Space>
  );
}
