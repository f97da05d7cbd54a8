import type { ReactNode } from 'react';
import { Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentKind, PaymentRow, PaymentSortField } from '@scena/shared/payments.contract';
import type { SortDirection } from '@scena/shared';
import { useListUrlState } from '../../../components/admin-kit';
import { ItemFilter, RangeFilters, RangeNotice, StatisticsStrip } from '../../../components/admin-kit/orders';
import { downloadPaymentsCsv, usePaymentItems, usePayments } from '../api/payments';
import { PaymentsTable } from '../components/PaymentsTable';

const DEFAULT_SORT: { field: PaymentSortField; dir: SortDirection } = { field: 'created_at', dir: 'desc' };

export interface PaymentsScreenProps {
  /** The actions column (cancel, edit, refund…), composed in app/. */
  renderActions?: (row: PaymentRow) => ReactNode;
  /** Above the table, beside the filters (e.g. a free-grant button), composed in app/. */
  toolbar?: ReactNode;
}

/**
 * view=payments (spec 3 §2.3): events or videos, a date range (default: the current month), a
 * status, one item, a search; the range's five statistics; the table paged by the server; the CSV
 * of the whole filtered range. Every choice is in the URL (a reload or a shared link shows the same).
 */
export default function PaymentsScreen({ renderActions, toolbar }: PaymentsScreenProps) {
  const { t } = useTranslation('payments');
  const list = useListUrlState(DEFAULT_SORT);
  const { filters, setFilters } = list;
  const kind: PaymentKind = filters.kind === 'video' ? 'video' : 'event';
  const itemKey = kind === 'event' ? 'event_id' : 'video_id';
  const { kind: _kind, event_id: _e, video_id: _v, ...common } = filters;
  const serverFilters: Record<string, string> = {
    ...common,
    ...(filters[itemKey] ? { [itemKey]: filters[itemKey] } : {}),
  };
  const request = {
    ...serverFilters,
    page: list.page,
    page_size: list.pageSize,
    sort: list.sort,
    dir: list.dir,
  };
  const query = usePayments(kind, request);
  const items = usePaymentItems(kind);
  const data = query.data;
  const stats = data?.statistics;
  const itemLabel = t(kind === 'event' ? 'filters.item_event' : 'filters.item_video');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Segmented<PaymentKind>
        aria-label={t('kind.label')}
        value={kind}
        onChange={(value) => setFilters({ ...common, kind: value === 'video' ? 'video' : undefined })}
        options={[
          { value: 'event', label: t('kind.event') },
          { value: 'video', label: t('kind.video') },
        ]}
      />
      <RangeFilters
        ns="payments"
        filters={filters}
        setFilters={setFilters}
        range={data}
        downloadCsv={() => downloadPaymentsCsv(kind, serverFilters)}
        toolbar={toolbar}
        items={
          <ItemFilter
            label={itemLabel}
            allLabel={t('filters.all_items')}
            value={filters[itemKey]}
            choices={items.data}
            loading={items.isLoading}
            onChange={(id) => setFilters({ ...filters, [itemKey]: id })}
            width={{ min: 240, max: 360 }}
          />
        }
      />
      <RangeNotice ns="payments" error={query.isError ? query.error : null} range={data} />
      {stats && (
        <StatisticsStrip
          ns="payments"
          items={[
            { key: 'orders', value: stats.orders },
            { key: 'completed', value: stats.completed },
            { key: 'ticketsValue', value: stats.ticketsValue, money: true },
            { key: 'income', value: stats.income, money: true },
            { key: 'refunds', value: stats.refunds, money: true },
          ]}
        />
      )}
      <PaymentsTable
        label={t('table.label')}
        rows={data?.orders ?? []}
        total={data?.total ?? 0}
        loading={query.isFetching}
        paging={list}
        onPaging={list.setPaging}
        defaultSort={DEFAULT_SORT}
        showItem
        renderActions={renderActions}
      />
    </Space>
  );
}
