import { Pagination, Space, Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { ExpandableConfig, SorterResult } from 'antd/es/table/interface';
import { ADMIN_PAGE_SIZE_OPTIONS, type SortDirection } from '@scena/shared';

/** The page and the sort of a server-paged list (kept in the URL or in a panel's state). */
export interface ServerPaging {
  page: number;
  pageSize: number;
  sort: string;
  dir: SortDirection;
}

/** A column sorted by the server: its key is the server's sort field. */
export const sortedColumn = (key: string, paging: Pick<ServerPaging, 'sort' | 'dir'>) => ({
  key,
  sorter: true,
  sortOrder: paging.sort === key ? (paging.dir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
});

/** What a screen gives a table of its rows (the table adds its columns and words). */
export interface ServerListProps<Row> {
  label: string;
  rows: Row[];
  total: number;
  loading: boolean;
  paging: ServerPaging;
  onPaging: (next: Partial<ServerPaging>) => void;
  /** What a cleared sort goes back to. */
  defaultSort: { field: string; dir: SortDirection };
}

export interface ServerTableProps<Row extends { id: number }> extends ServerListProps<Row> {
  columns: ColumnsType<Row>;
  emptyText: string;
  expandable?: ExpandableConfig<Row>;
}

/**
 * An admin order table paged and sorted by the server: antd's own paging is off (the server pages),
 * a header click asks the server for that sort from page 1, clearing it goes back to the default,
 * and the pager below offers the admin page sizes.
 */
export function ServerTable<Row extends { id: number }>(props: ServerTableProps<Row>) {
  const { label, columns, rows, total, loading, paging, onPaging, defaultSort, emptyText, expandable } =
    props;
  const onChange: TableProps<Row>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    if (!s?.order || s.columnKey === undefined)
      onPaging({ sort: defaultSort.field, dir: defaultSort.dir, page: 1 });
    else onPaging({ sort: String(s.columnKey), dir: s.order === 'ascend' ? 'asc' : 'desc', page: 1 });
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Table<Row>
        aria-label={label}
        columns={columns}
        dataSource={rows}
        rowKey={(row) => row.id}
        loading={loading}
        pagination={false}
        onChange={onChange}
        expandable={expandable}
        locale={{ emptyText }}
        scroll={{ x: 'max-content' }}
        size="small"
      />
      {total > 0 && (
        <Pagination
          align="end"
          current={paging.page}
          pageSize={paging.pageSize}
          total={total}
          showSizeChanger
          pageSizeOptions={ADMIN_PAGE_SIZE_OPTIONS.map(String)}
          onChange={(page, pageSize) =>
            onPaging(pageSize !== paging.pageSize ? { page: 1, pageSize } : { page })
          }
        />
      )}
    </Space>
  );
}
