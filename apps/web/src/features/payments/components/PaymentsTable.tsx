import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { PaymentRow, PaymentSortField } from '@scena/shared/payments.contract';
import { StatusTag } from '../../../components/admin-kit';
import {
  BuyerCell,
  money,
  orderInstant,
  ServerTable,
  sortedColumn,
  STATUS_TONE,
  type ServerListProps,
} from '../../../components/admin-kit/orders';

export interface PaymentsTableProps extends ServerListProps<PaymentRow> {
  /** The payment list shows which item each order is for; an item's panel does not. */
  showItem?: boolean;
  /**
   * The actions column, plugged in by the page that composes this table (app/): cancel, edit,
   * refund… Absent: no actions column.
   */
  renderActions?: (row: PaymentRow) => ReactNode;
}

const { Text } = Typography;

/**
 * The box office's orders table (spec 3 §2.4 row data), paged, sorted and filtered by the server:
 * buyer (link to /konto/{userId}), country and IP, both order numbers, amount (and what was
 * refunded), status, used and views, dates and, for events, the access's expiration date.
 */
export function PaymentsTable(props: PaymentsTableProps) {
  const { showItem, renderActions, ...list } = props;
  const { rows, paging } = list;
  const { t } = useTranslation('payments');
  const sorted = (key: PaymentSortField) => sortedColumn(key, paging);
  const columns: ColumnsType<PaymentRow> = [
    {
      title: t('columns.buyer'),
      ...sorted('lastname'),
      render: (_, row) => (
        <BuyerCell firstname={row.firstname} lastname={row.lastname} email={row.email} userId={row.user_id} />
      ),
    },
    {
      title: t('columns.country'),
      key: 'country',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Text>{row.country ?? t('columns.none')}</Text>
          <Text type="secondary">{row.customer_ip ?? t('columns.none')}</Text>
        </Space>
      ),
    },
    {
      title: t('columns.numbers'),
      key: 'numbers',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Text copyable={{ text: row.extOrderId }}>
            {t('columns.ext_order_id')}: <code>{row.extOrderId}</code>
          </Text>
          <Text type="secondary">
            {t('columns.order_id')}: {row.orderId ?? t('columns.none')}
          </Text>
        </Space>
      ),
    },
    ...(showItem
      ? [{ title: t('columns.item'), key: 'item', render: (_: unknown, row: PaymentRow) => row.title }]
      : []),
    {
      title: t('columns.amount'),
      ...sorted('amount'),
      align: 'right',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Text>{money(row.amount)}</Text>
          {row.refunded > 0 && (
            <Text type="secondary">{t('columns.refunded', { amount: money(row.refunded) })}</Text>
          )}
        </Space>
      ),
    },
    {
      title: t('columns.status'),
      ...sorted('status'),
      render: (_, row) => <StatusTag tone={STATUS_TONE[row.status]}>{t(`statuses.${row.status}`)}</StatusTag>,
    },
    {
      title: t('columns.used'),
      key: 'used',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Text>{row.used ? t('columns.yes') : t('columns.no')}</Text>
          <Text type="secondary">{t('columns.views', { count: row.views })}</Text>
        </Space>
      ),
    },
    {
      title: t('columns.dates'),
      ...sorted('created_at'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Text>
            {t('columns.created')} {orderInstant(row.created_at)}
          </Text>
          <Text type="secondary">
            {t('columns.updated')} {orderInstant(row.updated_at)}
          </Text>
        </Space>
      ),
    },
    ...(rows.some((row) => row.product_type === 'event') || !showItem
      ? [
          {
            title: t('columns.expiration'),
            key: 'expiration',
            render: (_: unknown, row: PaymentRow) =>
              row.product_type === 'event' ? orderInstant(row.expiration_date) : t('columns.none'),
          },
        ]
      : []),
    ...(renderActions
      ? [
          {
            title: t('columns.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, row: PaymentRow) => renderActions(row),
          },
        ]
      : []),
  ];
  return <ServerTable<PaymentRow> {...list} columns={columns} emptyText={t('table.empty')} />;
}
