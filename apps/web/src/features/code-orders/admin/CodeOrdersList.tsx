import { Link } from 'react-router';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@scena/shared';
import type { CodeOrderKind, CodeOrderSortField } from '@scena/shared/code-orders.contract';
import { useListUrlState } from '../../../components/admin-kit';
import {
  ItemFilter,
  money,
  RangeFilters,
  RangeNotice,
  StatisticsStrip,
} from '../../../components/admin-kit/orders';
import { links } from '../../../lib/paths';
import { downloadCodeOrdersCsv, useCodeOrderItems, useCodeOrders, type ItemChoice } from '../api/code-orders';
import { CodeOrdersTable } from '../components/CodeOrdersTable';
import '../components/code-orders.css';

const DEFAULT_SORT: { field: CodeOrderSortField; dir: SortDirection } = { field: 'created_at', dir: 'desc' };

/**
 * The list of gift orders (under view=gifts) or group-ticket orders (under view=group_tickets),
 * spec 3 §2.7: a date range (default: the current month), a status, an event and a video (each a
 * searchable select with a link to the item), a search on the buyer; the range's statistics; the
 * table paged by the server with expandable codes and each order's edit and refund; the CSV of the
 * whole filtered range. Every choice is in the URL.
 */
export function CodeOrdersList({ kind }: { kind: CodeOrderKind }) {
  const { t } = useTranslation('code-orders');
  const list = useListUrlState(DEFAULT_SORT);
  const { filters, setFilters } = list;
  const request = { ...filters, page: list.page, page_size: list.pageSize, sort: list.sort, dir: list.dir };
  const query = useCodeOrders(kind, request);
  const items = useCodeOrderItems();
  const data = query.data;
  const stats = data?.statistics;
  const title = t(kind === 'gift' ? 'title.gift' : 'title.group_ticket');

  const itemFilter = (name: 'event_id' | 'video_id', choices: ItemChoice[] | undefined) => {
    const chosen = choices?.find((item) => String(item.id) === filters[name]);
    return (
      <ItemFilter
        label={t(name === 'event_id' ? 'filters.event' : 'filters.video')}
        allLabel={t('filters.all_items')}
        value={filters[name]}
        choices={choices}
        loading={items.isLoading}
        onChange={(id) => setFilters({ ...filters, [name]: id })}
        width={{ min: 220, max: 320 }}
      >
        {chosen && (
          <Link to={name === 'event_id' ? links.event(chosen.slugOrId) : links.video(chosen.slugOrId)}>
            {t(name === 'event_id' ? 'filters.open_event' : 'filters.open_video', { title: chosen.title })}
          </Link>
        )}
      </ItemFilter>
    );
  };
  // The money is null unless the status filter is completed or all (spec 3 §2.7).
  const moneyItem = (key: 'ticketsValue' | 'income' | 'refunds') =>
    stats && stats[key] !== null ? [{ key, value: money(stats[key]) }] : [];

  return (
    <section aria-label={title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <h2>{title}</h2>
        <RangeFilters
          ns="code-orders"
          filters={filters}
          setFilters={setFilters}
          range={data}
          downloadCsv={() => downloadCodeOrdersCsv(kind, filters)}
          items={
            <>
              {itemFilter('event_id', items.data?.events)}
              {itemFilter('video_id', items.data?.videos)}
            </>
          }
        />
        <RangeNotice ns="code-orders" error={query.isError ? query.error : null} range={data} />
        {stats && (
          <StatisticsStrip
            ns="code-orders"
            minWidth={150}
            items={[
              { key: 'orders', value: String(stats.orders) },
              { key: 'completed', value: String(stats.completed) },
              { key: 'codes', value: `${stats.usedCodes} / ${stats.totalCodes}` },
              { key: 'freeCodes', value: String(stats.freeCodes) },
              ...moneyItem('ticketsValue'),
              ...moneyItem('income'),
              ...moneyItem('refunds'),
            ]}
          />
        )}
        <CodeOrdersTable
          kind={kind}
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
