import { useEffect, useState, type Key, type ReactNode } from 'react';
import { Empty, Input, Pagination, Select, Space, Spin, Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE_OPTIONS, type SortDirection } from '@scena/shared';
import { ADMIN_CALL_META } from './apiError';
import { useAdminFeedback } from './feedback';
import { useListUrlState } from './useListUrlState';

/** One page as a list endpoint answers it, under a neutral name. */
export interface ListPageData<T> {
  items: T[];
  total: number;
}

export interface CardSort {
  /** A sort field of the endpoint's allowlist. */
  field: string;
  dir: SortDirection;
  label: string;
}

export interface AdminListProps<T> {
  /** Query-key prefix of the list (mutations invalidate by it); the request is appended. */
  queryKey: readonly unknown[];
  /** Calls the list endpoint with the filters plus page, page_size, sort and dir. */
  fetchPage: (request: Record<string, string | number>, signal: AbortSignal) => Promise<ListPageData<T>>;
  /** The endpoint's default sort (what the URL shows when it names none). */
  defaultSort: { field: string; dir: SortDirection };
  rowKey: (row: T) => Key;
  /**
   * Table mode: antd columns; a column is sorted by the server when its `key` is a sort field
   * (`sorter: true`). The column keyed 'actions' stays visible at every width (fixed right).
   */
  columns?: ColumnsType<T>;
  /** Cards mode: one card per row, laid out in a responsive grid. */
  renderCard?: (row: T) => ReactNode;
  /** Sort choices for cards mode. */
  cardSorts?: CardSort[];
  /** A search box sent as the `q` filter. */
  searchLabel?: string;
  /** Buttons and filters shown above the list (e.g. the add button). */
  toolbar?: ReactNode;
  emptyText?: string;
  /**
   * The toast when a page fails to load. By default the admin's failure toast with the server's
   * message (spec 2 §8); the user list says only 'Wystąpił błąd' (spec 3 §8).
   */
  loadErrorText?: string;
  /** Rows shown before the page's rows (e.g. a row being added in place). */
  leadingRows?: T[];
  /** Shown above the list with the total row count (e.g. "1 234 users"). */
  summary?: (total: number) => ReactNode;
  /** Page sizes to offer and the default (the user list: 20 of 20/30/50/100/500). */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  tableProps?: Omit<
    TableProps<T>,
    'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading' | 'onChange'
  >;
}

const pageSizeOptions = ADMIN_PAGE_SIZE_OPTIONS.map(String);
/** The column key of a row's action buttons (RowActions): AdminList pins it to the right. */
export const ACTIONS_KEY = 'actions';
const SEARCH_DELAY_MS = 300;

/**
 * The admin list: a table or a grid of cards whose paging, sorting and filters run on the server
 * (the list contract, ARCHITECTURE.md "Lists"). Its state is in the URL (useListUrlState), the
 * previous page stays on screen while the next loads (keepPreviousData), and a page past the end
 * (rows deleted meanwhile) steps back to the last one. Page size 20 of 10/20/50 (spec 2 §9).
 */
export function AdminList<T extends object>(props: AdminListProps<T>) {
  const {
    queryKey,
    fetchPage,
    defaultSort,
    rowKey,
    columns,
    renderCard,
    cardSorts,
    searchLabel,
    toolbar,
    emptyText,
  } = props;
  const { t } = useTranslation('admin');
  const list = useListUrlState(defaultSort, props.defaultPageSize);
  const [search, setSearch] = useState(list.filters.q ?? '');
  const urlSearch = list.filters.q ?? '';
  // A new q in the URL (back button, shared link) replaces what the box shows.
  const [shownFor, setShownFor] = useState(urlSearch);
  if (shownFor !== urlSearch) {
    setShownFor(urlSearch);
    setSearch(urlSearch);
  }
  // Typing searches once the admin pauses (one request, not one per key); Enter searches at once.
  const { filters, setFilters } = list;
  useEffect(() => {
    if (search.trim() === urlSearch) return undefined;
    const timer = setTimeout(() => setFilters({ ...filters, q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, urlSearch, filters, setFilters]);

  const query = useQuery({
    queryKey: [...queryKey, 'page', list.request],
    queryFn: ({ signal }) => fetchPage(list.request, signal),
    placeholderData: keepPreviousData,
    meta: ADMIN_CALL_META,
  });
  // The list's own calls skip the app's error page (ADMIN_CALL_META), so a failure is told here:
  // once per failed load, not left looking like an empty list.
  const feedback = useAdminFeedback();
  const { loadErrorText } = props;
  useEffect(() => {
    if (!query.error) return;
    if (loadErrorText) feedback.failText(loadErrorText);
    else feedback.failure(query.error);
  }, [query.error, loadErrorText, feedback]);
  const total = query.data?.total ?? 0;
  const rows = [...(props.leadingRows ?? []), ...(query.data?.items ?? [])];
  const lastPage = Math.max(1, Math.ceil(total / list.pageSize));
  const { setPaging } = list;
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && query.data.items.length === 0 && list.page > lastPage)
      setPaging({ page: lastPage });
  }, [query.data, query.isPlaceholderData, list.page, lastPage, setPaging]);

  const pagination = {
    current: list.page,
    pageSize: list.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: props.pageSizes?.map(String) ?? pageSizeOptions,
    onChange: (page: number, pageSize: number) => setPaging({ page, pageSize }),
  };
  const empty = <Empty description={emptyText ?? t('kit.list.empty')} />;
  const sortedColumns = columns?.map((column) =>
    column.sorter && column.key !== undefined
      ? {
          ...column,
          sorter: true,
          sortOrder: list.sort === column.key ? (list.dir === 'asc' ? 'ascend' : 'descend') : null,
        }
      : column.key === ACTIONS_KEY
        ? // A wide row scrolls inside the table; its actions stick to the right edge, in reach at every width.
          { fixed: 'right' as const, ...column }
        : column,
  ) as ColumnsType<T> | undefined;
  const onTableChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    if (!s?.order || s.columnKey === undefined) setPaging({ sort: defaultSort.field, dir: defaultSort.dir });
    else setPaging({ sort: String(s.columnKey), dir: s.order === 'ascend' ? 'asc' : 'desc' });
  };
  const cardSortValue = `${list.sort}:${list.dir}`;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {props.summary?.(total)}
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>{toolbar}</Space>
        <Space wrap>
          {renderCard && cardSorts && cardSorts.length > 1 && (
            <Select
              aria-label={t('kit.list.sort')}
              value={cardSortValue}
              onChange={(value: string) => {
                const [field, dir] = value.split(':') as [string, SortDirection];
                setPaging({ sort: field, dir });
              }}
              options={cardSorts.map((s) => ({ value: `${s.field}:${s.dir}`, label: s.label }))}
              style={{ minWidth: 180 }}
            />
          )}
          {searchLabel && (
            <Input.Search
              allowClear
              aria-label={searchLabel}
              placeholder={searchLabel}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onSearch={(value) => setFilters({ ...filters, q: value.trim() })}
              style={{ maxWidth: 320 }}
            />
          )}
        </Space>
      </Space>
      {renderCard ? (
        <Spin spinning={query.isFetching}>
          {rows.length === 0 && !query.isLoading ? (
            empty
          ) : (
            <div className="admin-card-grid">
              {rows.map((row) => (
                <div key={rowKey(row)}>{renderCard(row)}</div>
              ))}
            </div>
          )}
          {total > 0 && <Pagination {...pagination} align="end" style={{ marginTop: 16 }} />}
        </Spin>
      ) : (
        <Table<T>
          {...props.tableProps}
          columns={sortedColumns}
          dataSource={rows}
          rowKey={rowKey}
          loading={query.isFetching}
          // Paged by the server: the table shows the rows it is given (plus any leading row), so
          // the pager sits outside it rather than letting antd slice the data.
          pagination={false}
          onChange={onTableChange}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content' }}
        />
      )}
      {!renderCard && total > 0 && <Pagination {...pagination} align="end" />}
    </Space>
  );
}
