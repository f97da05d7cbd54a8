import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection } from '@scena/shared';
import { ADMIN_PAGE_SIZE } from '@scena/shared';
import { NEW_ITEM_PARAM } from '../../lib/new-item-param';

/** Query-string keys the list itself owns; every other key but `view` and `new` is a filter. */
const PAGING_KEYS = ['page', 'page_size', 'sort', 'dir'] as const;
const NOT_FILTERS = new Set<string>([...PAGING_KEYS, 'view', NEW_ITEM_PARAM]);

export interface ListUrlState {
  page: number;
  pageSize: number;
  sort: string;
  dir: SortDirection;
  filters: Record<string, string>;
  /** Page, size and sort; a new size or sort starts again at page 1. */
  setPaging: (next: { page?: number; pageSize?: number; sort?: string; dir?: SortDirection }) => void;
  /** Replaces the filters (empty values dropped) and goes back to page 1. */
  setFilters: (filters: Record<string, string | number | boolean | undefined | null>) => void;
  /** What the list endpoint gets: the filters plus page, page_size, sort and dir. */
  request: Record<string, string | number>;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * A list's state lives in the URL (/teapp-admin?view=events&page=2&sort=title&dir=desc&video_id=3):
 * a reload or a shared link shows the same page. The admin menu replaces the whole query string
 * with `view=…`, so another section never inherits this one's filters. Values the server refuses
 * (e.g. a hand-edited page_size) come back as its 400 message.
 */
export const useListUrlState = (
  defaultSort: { field: string; dir: SortDirection },
  defaultPageSize = ADMIN_PAGE_SIZE,
): ListUrlState => {
  const [params, setParams] = useSearchParams();
  const key = params.toString();

  const state = useMemo(() => {
    const search = new URLSearchParams(key);
    const filters: Record<string, string> = {};
    for (const [name, value] of search) if (!NOT_FILTERS.has(name) && value !== '') filters[name] = value;
    const sort = search.get('sort') ?? defaultSort.field;
    const dirParam = search.get('dir');
    const dir: SortDirection =
      dirParam === 'asc' || dirParam === 'desc' ? dirParam : search.get('sort') ? 'asc' : defaultSort.dir;
    return {
      page: positive(search.get('page'), 1),
      pageSize: positive(search.get('page_size'), defaultPageSize),
      sort,
      dir,
      filters,
    };
  }, [key, defaultSort.field, defaultSort.dir, defaultPageSize]);

  const write = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setPaging: ListUrlState['setPaging'] = useCallback(
    ({ page, pageSize, sort, dir }) =>
      write((next) => {
        const reset =
          (pageSize !== undefined && pageSize !== state.pageSize) ||
          (sort !== undefined && sort !== state.sort) ||
          (dir !== undefined && dir !== state.dir);
        next.set('page', String(reset ? 1 : (page ?? state.page)));
        if (pageSize !== undefined) next.set('page_size', String(pageSize));
        if (sort !== undefined) next.set('sort', sort);
        if (dir !== undefined) next.set('dir', dir);
      }),
    [write, state.page, state.pageSize, state.sort, state.dir],
  );

  const setFilters: ListUrlState['setFilters'] = useCallback(
    (filters) =>
      write((next) => {
        for (const name of [...next.keys()]) if (!NOT_FILTERS.has(name)) next.delete(name);
        for (const [name, value] of Object.entries(filters)) {
          if (value !== undefined && value !== null && value !== '' && value !== false)
            next.set(name, String(value));
        }
        next.set('page', '1');
      }),
    [write],
  );

  const request = useMemo(
    () => ({
      ...state.filters,
      page: state.page,
      page_size: state.pageSize,
      sort: state.sort,
      dir: state.dir,
    }),
    [state],
  );
  return { ...state, setPaging, setFilters, request };
};
