import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Segmented, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_STATUS_FILTERS,
  type PaymentKind,
  type PaymentRow,
  type PaymentSortField,
} from '@scena/shared/payments.contract';
import type { SortDirection } from '@scena/shared';
import { useAdminFeedback, useListUrlState } from '../../../components/admin-kit';
import { isApiError } from '../../../lib/api';
import { downloadPaymentsCsv, usePaymentItems, usePayments } from '../api/payments';
import { PaymentsTable } from '../components/PaymentsTable';
import { StatisticsRow } from '../components/StatisticsRow';
import { displayDay } from '../components/format';
import '../components/payments.css';

const DEFAULT_SORT: { field: PaymentSortField; dir: SortDirection } = { field: 'created_at', dir: 'desc' };
const SEARCH_DELAY_MS = 300;

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
  const feedback = useAdminFeedback();
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
  const [downloading, setDownloading] = useState(false);

  const [search, setSearch] = useState(filters.q ?? '');
  useEffect(() => {
    if (search.trim() === (filters.q ?? '')) return undefined;
    const timer = setTimeout(() => setFilters({ ...filters, q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, setFilters]);

  const set = (name: string, value: string | number | undefined) => setFilters({ ...filters, [name]: value });
  const data = query.data;
  const stats = data?.statistics;
  const exportCsv = async () => {
    setDownloading(true);
    try {
      const name = await downloadPaymentsCsv(kind, serverFilters);
      feedback.success(t('filters.csv_done', { name }));
    } catch (error) {
      feedback.failure(error);
    } finally {
      setDownloading(false);
    }
  };

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
      <div className="payments-filters">
        <label>
          {t('filters.date_from')}
          <Input
            type="date"
            value={filters.date_from ?? data?.date_from ?? ''}
            onChange={(event) => set('date_from', event.target.value)}
          />
        </label>
        <label>
          {t('filters.date_to')}
          <Input
            type="date"
            value={filters.date_to ?? data?.date_to ?? ''}
            onChange={(event) => set('date_to', event.target.value)}
          />
        </label>
        <label>
          {t('filters.status')}
          <Select
            aria-label={t('filters.status')}
            value={filters.status ?? ''}
            onChange={(value: string) => set('status', value || undefined)}
            options={[
              { value: '', label: t('filters.all_statuses') },
              ...PAYMENT_STATUS_FILTERS.map((status) => ({
                value: status,
                label: t(`filter_statuses.${status}`),
              })),
            ]}
            style={{ minWidth: 160 }}
          />
        </label>
        <label>
          {t(kind === 'event' ? 'filters.item_event' : 'filters.item_video')}
          <Select
            aria-label={t(kind === 'event' ? 'filters.item_event' : 'filters.item_video')}
            showSearch={{ optionFilterProp: 'label' }}
            value={filters[itemKey] ? Number(filters[itemKey]) : ''}
            loading={items.isLoading}
            onChange={(value: number | '') => set(itemKey, value || undefined)}
            options={[
              { value: '', label: t('filters.all_items') },
              ...(items.data ?? []).map((item) => ({
                value: item.id,
                label: item.date ? `${item.title} (${displayDay(item.date)})` : item.title,
              })),
            ]}
            style={{ minWidth: 240, maxWidth: 360 }}
          />
        </label>
        <Input.Search
          allowClear
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => setFilters({ ...filters, q: value.trim() })}
          style={{ maxWidth: 320 }}
        />
        <Button onClick={() => void exportCsv()} loading={downloading}>
          {t('filters.csv')}
        </Button>
        {toolbar}
      </div>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={t('error', { message: isApiError(query.error) ? query.error.message : String(query.error) })}
        />
      )}
      {data && (
        <p>{t('filters.range', { from: displayDay(data.date_from), to: displayDay(data.date_to) })}</p>
      )}
      {stats && (
        <StatisticsRow
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
