import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Empty, Input, Pagination, Select, Space, Spin, Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_OPTIONS } from '@scena/shared';

export interface CardSort<T> {
  key: string;
  label: string;
  compare: (a: T, b: T) => number;
}

export interface AdminListProps<T> {
  rows: T[] | undefined;
  loading?: boolean;
  rowKey: (row: T) => Key;
  /** Table mode: antd columns (add `sorter` for sortable columns). */
  columns?: ColumnsType<T>;
  /** Cards mode: one card per row, laid out in a responsive grid. */
  renderCard?: (row: T) => ReactNode;
  /** Sort choices for cards mode; the first is the default. */
  cardSorts?: CardSort<T>[];
  /** Client-side search over the text this returns for a row (case-insensitive). */
  searchText?: (row: T) => string;
  searchLabel?: string;
  /** Buttons and filters shown above the list (e.g. the add button). */
  toolbar?: ReactNode;
  emptyText?: string;
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading'>;
}

const pageSizeOptions = ADMIN_PAGE_SIZE_OPTIONS.map(String);

/**
 * The admin list: a table or a grid of cards with paging (20 per page, options 10/20/50,
 * spec 2 §9), sorting and a search box. Tables scroll sideways on narrow screens.
 */
export function AdminList<T extends object>(props: AdminListProps<T>) {
  const { rows, loading, rowKey, columns, renderCard, cardSorts, searchText, searchLabel, toolbar, emptyText } = props;
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_PAGE_SIZE);
  const [sortKey, setSortKey] = useState(cardSorts?.[0]?.key);

  const filtered = useMemo(() => {
    const all = rows ?? [];
    const needle = query.trim().toLowerCase();
    const found = needle && searchText ? all.filter((row) => searchText(row).toLowerCase().includes(needle)) : all;
    const sort = cardSorts?.find((s) => s.key === sortKey);
    return renderCard && sort ? [...found].sort(sort.compare) : found;
  }, [rows, query, searchText, cardSorts, sortKey, renderCard]);

  const pagination = {
    current: page,
    pageSize,
    total: filtered.length,
    showSizeChanger: true,
    pageSizeOptions,
    onChange: (next: number, size: number) => {
      setPage(size === pageSize ? next : 1);
      setPageSize(size);
    },
  };
  const empty = <Empty description={emptyText ?? t('kit.list.empty')} />;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>{toolbar}</Space>
        <Space wrap>
          {renderCard && cardSorts && cardSorts.length > 1 && (
            <Select
              aria-label={t('kit.list.sort')}
              value={sortKey}
              onChange={setSortKey}
              options={cardSorts.map((s) => ({ value: s.key, label: s.label }))}
              style={{ minWidth: 180 }}
            />
          )}
          {searchText && (
            <Input.Search
              allowClear
              aria-label={searchLabel ?? t('kit.list.search')}
              placeholder={searchLabel ?? t('kit.list.search')}
              onSearch={(value) => {
                setQuery(value);
                setPage(1);
              }}
              onChange={(event) => {
                setQuery(event.target.value);
                setPage(1);
              }}
              style={{ maxWidth: 320 }}
            />
          )}
        </Space>
      </Space>
      {renderCard ? (
        <Spin spinning={!!loading}>
          {filtered.length === 0 && !loading ? (
            empty
          ) : (
            <div className="admin-card-grid">
              {filtered.slice((page - 1) * pageSize, page * pageSize).map((row) => (
                <div key={rowKey(row)}>{renderCard(row)}</div>
              ))}
            </div>
          )}
          {filtered.length > 0 && (
            <Pagination {...pagination} align="end" style={{ marginTop: 16 }} />
          )}
        </Spin>
      ) : (
        <Table<T>
          {...props.tableProps}
          columns={columns}
          dataSource={filtered}
          rowKey={rowKey}
          loading={loading}
          pagination={pagination}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Space>
  );
}
