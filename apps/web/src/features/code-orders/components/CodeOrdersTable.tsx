import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { CodeOrderKind, CodeOrderRow, CodeOrderSortField } from '@scena/shared/code-orders.contract';
import { StatusTag } from '../../../components/admin-kit';
import {
  BuyerCell,
  flagOf,
  money,
  orderInstant,
  ServerTable,
  sortedColumn,
  STATUS_TONE,
  type ServerListProps,
} from '../../../components/admin-kit/orders';
import { CodeOrderActions } from './CodeOrderActions';
import { OrderCodes } from './OrderCodes';

export interface CodeOrdersTableProps extends ServerListProps<CodeOrderRow> {
  /** The gift or group order list: the row actions call its refund and edit. */
  kind: CodeOrderKind;
}

const { Text } = Typography;

/**
 * The gift or group orders table (spec 3 §2.7), paged and sorted by the server: user (link to
 * /konto/{userId}, sorted by last name), country with flag and IP, order data (both numbers, date,
 * cost), description, ticket count, status, the actions (edit, refund); each row expands to its codes.
 */
export function CodeOrdersTable(props: CodeOrdersTableProps) {
  const { kind, ...list } = props;
  const { paging } = list;
  const { t } = useTranslation('code-orders');
  const sorted = (key: CodeOrderSortField) => sortedColumn(key, paging);
  const columns: ColumnsType<CodeOrderRow> = [
    {
      title: t('columns.user'),
      ...sorted('lastname'),
      render: (_, row) => (
        <BuyerCell firstname={row.firstname} lastname={row.lastname} email={row.email} userId={row.userId} />
      ),
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
    {
      title: t('columns.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => <CodeOrderActions kind={kind} order={row} />,
    },
  ];
  return (
    <ServerTable<CodeOrderRow>
      {...list}
      columns={columns}
      emptyText={t('table.empty')}
      expandable={{ expandedRowRender: (row) => <OrderCodes order={row} /> }}
    />
  );
}
