import { useState, type ReactNode } from 'react';
import { Alert, Card, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@scena/shared';
import {
  PAYMENT_STATUS_FILTERS,
  type PaymentKind,
  type PaymentRow,
  type PaymentSortField,
} from '@scena/shared/payments.contract';
import { isApiError } from '../../../lib/api';
import { useItemPayments } from '../api/payments';
import { StatisticsStrip, type ServerPaging } from '../../../components/admin-kit/orders';
import { PaymentsTable } from '../components/PaymentsTable';

const DEFAULT_SORT: { field: PaymentSortField; dir: SortDirection } = { field: 'created_at', dir: 'desc' };

export interface OrdersPanelProps {
  kind: PaymentKind;
  itemId: number;
  /** The actions column (cancel, edit, refund…), composed in app/. */
  renderActions?: (row: PaymentRow) => ReactNode;
  /** Below the statistics (the free-grant form), composed in app/. */
  extra?: ReactNode;
}

/**
 * The orders panel on an event's or a video's page (spec 3 §2.4, admins only): the item's numbers
 * (orders, completed, used, views, income), a status filter, a search and the server-paged table.
 * Its state is local: the page's own query string belongs to the viewer's page (watch mode).
 */
export default function OrdersPanel({ kind, itemId, renderActions, extra }: OrdersPanelProps) {
  const { t } = useTranslation('payments');
  const [paging, setPaging] = useState<ServerPaging>({
    page: 1,
    pageSize: 20,
    ...{ sort: DEFAULT_SORT.field, dir: DEFAULT_SORT.dir },
  });
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const request: Record<string, string | number> = {
    page: paging.page,
    page_size: paging.pageSize,
    sort: paging.sort,
    dir: paging.dir,
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
  };
  const query = useItemPayments(kind, itemId, request);
  const stats = query.data?.statistics;
  const headingId = `orders-panel-${kind}-${itemId}`;
  return (
    <Card
      title={
        <h2 id={headingId} style={{ fontSize: 20, margin: 0 }}>
          {t('panel.title')}
        </h2>
      }
      aria-labelledby={headingId}
      role="region"
      style={{ marginTop: 24 }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {stats && (
          <StatisticsStrip
            ns="payments"
            items={[
              { key: 'orders', value: stats.orders },
              { key: 'completed', value: stats.completed },
              { key: 'used', value: stats.used },
              { key: 'views', value: stats.views },
              { key: 'income', value: stats.income, money: true },
            ]}
          />
        )}
        {extra}
        <div className="orders-admin-filters">
          <label>
            {t('filters.status')}
            <Select
              aria-label={t('filters.status')}
              value={status}
              onChange={(value: string) => {
                setStatus(value);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
              options={[
                { value: '', label: t('filters.all_statuses') },
                ...PAYMENT_STATUS_FILTERS.map((s) => ({ value: s, label: t(`filter_statuses.${s}`) })),
              ]}
              style={{ minWidth: 160 }}
            />
          </label>
          <Input.Search
            allowClear
            aria-label={t('filters.search')}
            placeholder={t('filters.search')}
            onSearch={(value) => {
              setQ(value.trim());
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            style={{ maxWidth: 320 }}
          />
        </div>
        {query.isError && (
          <Alert
            type="error"
            showIcon
            title={t('panel.error', {
              message: isApiError(query.error) ? query.error.message : String(query.error),
            })}
          />
        )}
        <PaymentsTable
          label={t('table.label')}
          rows={query.data?.orders ?? []}
          total={query.data?.total ?? 0}
          loading={query.isFetching}
          paging={paging}
          onPaging={(next) => setPaging((p) => ({ ...p, ...next }))}
          defaultSort={DEFAULT_SORT}
          renderActions={renderActions}
        />
      </Space>
    </Card>
  );
}
