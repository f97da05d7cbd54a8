import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@scena/shared';
import { PAYMENT_STATUS_FILTERS } from '@scena/shared/payments.contract';
import type { CodeOrderKind, CodeOrderSortField } from '@scena/shared/code-orders.contract';
import { useAdminFeedback, useListUrlState } from '../../../components/admin-kit';
import { isApiError } from '../../../lib/api';
import { links } from '../../../lib/paths';
import { downloadCodeOrdersCsv, useCodeOrderItems, useCodeOrders, type ItemChoice } from '../api/code-orders';
import { CodeOrdersTable } from '../components/CodeOrdersTable';
import { CodeOrderStatisticsRow } from '../components/CodeOrderStatistics';
import { displayDay } from '../components/format';
import '../components/code-orders.css';

const DEFAULT_SORT: { field: CodeOrderSortField; dir: SortDirection } = { field: 'created_at', dir: 'desc' };
const SEARCH_DELAY_MS = 300;

/**
 * The list of gift orders (under view=gifts) or group-ticket orders (under view=group_tickets),
 * spec 3 §2.7: a date range (default: the current month), a status, an event and a video (each a
 * searchable select with a link to the item), a search on the buyer; the range's statistics; the
 * table paged by the server with expandable codes; the CSV of the whole filtered range. Every
 * choice is in the URL.
 */
export function CodeOrdersList({ kind }: { kind: CodeOrderKind }) {
  const { t } = useTranslation('code-orders');
  const feedback = useAdminFeedback();
  const list = useListUrlState(DEFAULT_SORT);
  const { filters, setFilters } = list;
  const request = { ...filters, page: list.page, page_size: list.pageSize, sort: list.sort, dir: list.dir };
  const query = useCodeOrders(kind, request);
  const items = useCodeOrderItems();
  const [downloading, setDownloading] = useState(false);

  const [search, setSearch] = useState(filters.q ?? '');
  useEffect(() => {
    if (search.trim() === (filters.q ?? '')) return undefined;
    const timer = setTimeout(() => setFilters({ ...filters, q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, setFilters]);

  const set = (name: string, value: string | number | undefined) => setFilters({ ...filters, [name]: value });
  const data = query.data;
  const exportCsv = async () => {
    setDownloading(true);
    try {
      const name = await downloadCodeOrdersCsv(kind, filters);
      feedback.success(t('filters.csv_done', { name }));
    } catch (error) {
      feedback.failure(error);
    } finally {
      setDownloading(false);
    }
  };
  const title = t(kind === 'gift' ? 'title.gift' : 'title.group_ticket');

  const itemSelect = (name: 'event_id' | 'video_id', choices: ItemChoice[] | undefined) => {
    const label = t(name === 'event_id' ? 'filters.event' : 'filters.video');
    const chosen = choices?.find((item) => String(item.id) === filters[name]);
    return (
      <label>
        {label}
        <Select
          aria-label={label}
          showSearch={{ optionFilterProp: 'label' }}
          value={filters[name] ? Number(filters[name]) : ''}
          loading={items.isLoading}
          onChange={(value: number | '') => set(name, value || undefined)}
          options={[
            { value: '', label: t('filters.all_items') },
            ...(choices ?? []).map((item) => ({
              value: item.id,
              label: item.date ? `${item.title} (${displayDay(item.date)})` : item.title,
            })),
          ]}
          style={{ minWidth: 220, maxWidth: 320 }}
        />
        {chosen && (
          <Link to={name === 'event_id' ? links.event(chosen.slugOrId) : links.video(chosen.slugOrId)}>
            {t(name === 'event_id' ? 'filters.open_event' : 'filters.open_video', { title: chosen.title })}
          </Link>
        )}
      </label>
    );
  };

  return (
    <section aria-label={title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <h2>{title}</h2>
        <div className="code-orders-filters">
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
          {itemSelect('event_id', items.data?.events)}
          {itemSelect('video_id', items.data?.videos)}
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
        </div>
        {query.isError && (
          <Alert
            type="error"
            showIcon
            title={t('error', {
              message: isApiError(query.error) ? query.error.message : String(query.error),
            })}
          />
        )}
        {data && (
          <p>{t('filters.range', { from: displayDay(data.date_from), to: displayDay(data.date_to) })}</p>
        )}
        {data && <CodeOrderStatisticsRow stats={data.statistics} />}
        <CodeOrdersTable
          label={t('table.label', { title })}
          rows={data?.orders ?? []}
          total={data?.total ?? 0}
          loading={query.isFetching}
          paging={list}
          onPaging={list.setPaging}
          defaultSort={DEFAULT_SORT}
        />
      </Space>
    </section>
  );
}
