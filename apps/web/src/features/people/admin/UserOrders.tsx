import { Link } from 'react-router';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeyboardScroll } from './KeyboardScroll';
import { formatPln, type UserDetail } from '@scena/shared';
import { formatDate, formatTime } from '../../../lib/dates';
import { links, type ItemKind } from '../../../lib/paths';

type Order = UserDetail['orders'][number] | UserDetail['videoOrders'][number];

/**
 * One kind of the user's orders; the title links to the item's page, where administrators have
 * its order panel (spec 3 §2.4), while the item exists.
 */
export function UserOrders({ kind, orders, title }: { kind: ItemKind; orders: Order[]; title: string }) {
  const { t } = useTranslation('people');
  return (
    <section aria-label={title}>
      <h3 style={{ fontSize: 16 }}>{title}</h3>
      <KeyboardScroll label={title}>
        <Table<Order>
          rowKey="id"
          size="small"
          dataSource={orders}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: t('detail.no_orders') }}
          columns={[
            {
              key: 'title',
              title: t('orders.item'),
              render: (_, order) =>
                order.slug ? <Link to={links.item(kind, order.slug)}>{order.title}</Link> : order.title,
            },
            { key: 'extOrderId', dataIndex: 'extOrderId', title: t('orders.number') },
            { key: 'amount', title: t('orders.amount'), render: (_, order) => formatPln(order.amount) },
            {
              key: 'status',
              title: t('orders.status'),
              render: (_, order) => t(`status.${order.status}`, { defaultValue: order.status }),
            },
            {
              key: 'created_at',
              title: t('orders.created_at'),
              render: (_, order) => `${formatTime(order.created_at)}, ${formatDate(order.created_at)}`,
            },
            {
              key: 'country',
              title: t('orders.ip'),
              render: (_, order) => `${order.country ?? '—'} ${order.customer_ip ?? ''}`,
            },
          ]}
        />
      </KeyboardScroll>
    </section>
  );
}
