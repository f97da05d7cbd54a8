import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_OPTIONS } from '../constants';

/**
 * The one list contract: every paged admin list takes `page`, `page_size`, `sort`, `dir` and its
 * own typed filters as flat query-string fields, and answers `{ <items key>: [...], total }`.
 *
 * - `page` is 1-based. A page past the last one is not an error: it answers no items with the
 *   current total (a row deleted between two clicks must not turn paging into an error toast);
 *   the client then steps back to the last page.
 * - `page_size` comes from a fixed set (spec 2 §9: 10/20/50; users: 20/30/50/100/500), `sort`
 *   from the list's allowlist: the server never builds SQL from a client-chosen name.
 * - Filters are zod fields, so their values only ever reach SQL as bound parameters.
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** OFFSET = (page - 1) * page_size stays a sane number; a million pages covers 10^8 rows at 100/page. */
export const LIST_MAX_PAGE = 1_000_000;

export interface ListSort<S extends string> {
  field: S;
  dir: SortDirection;
}

/** What a repository needs from a parsed list query (filters travel beside it). */
export interface ListPaging<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  dir: SortDirection;
}

export type ListQuery<S extends string, F> = ListPaging<S> & { filters: F };

export interface ListQueryOptions<S extends string, F extends z.ZodObject> {
  sortFields: readonly [S, ...S[]];
  defaultSort: ListSort<NoInfer<S>>;
  /** A z.object of the list's filters (may carry refinements, e.g. from <= to). */
  filters?: F;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
}

const intField = (key: string, min: number, max: number) =>
  z.coerce.number({ error: key }).int(key).min(min, key).max(max, key);

/**
 * The zod schema of one list's query string. Output: `{ page, pageSize, sort, dir, filters }`.
 * Messages are catalogue keys (`list.validate.*`), so a bad value is a 400 with a Polish formError.
 */
export const listQuerySchema = <S extends string, F extends z.ZodObject = z.ZodObject>(
  options: ListQueryOptions<S, F>,
) => {
  const sizes = options.pageSizes ?? ADMIN_PAGE_SIZE_OPTIONS;
  const sizeList = sizes.join(', ');
  const paging = {
    page: intField('list.validate.page', 1, LIST_MAX_PAGE).optional(),
    // Every refusal names the allowed sizes, so one custom check rather than zod's number issues.
    page_size: z
      .unknown()
      .superRefine((value, ctx) => {
        if (value !== undefined && !sizes.includes(Number(value))) {
          ctx.addIssue({ code: 'custom', message: 'list.validate.page_size', params: { sizes: sizeList } });
        }
      })
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .optional(),
    sort: z.enum(options.sortFields, { error: 'list.validate.sort' }).optional(),
    dir: z.enum(SORT_DIRECTIONS, { error: 'list.validate.dir' }).optional(),
  };
  const filters = options.filters ?? z.object({});
  // One flat object (not an intersection) so the query string stays one JSON-schema object for
  // tooling (the fuzz test reads its properties); the filters' own refinements (e.g. from <= to)
  // are carried over as checks.
  const checks = (filters._zod.def.checks ?? []) as z.core.$ZodCheck<never>[] as z.core.$ZodCheck<object>[];
  const merged = z.object({ ...filters.shape, ...paging }).check(...checks);
  const schema = merged.transform((values): ListQuery<S, z.output<F>> => {
    const { page, page_size, sort, dir, ...rest } = values as z.output<z.ZodObject<typeof paging>> &
      Record<string, unknown>;
    return {
      page: page ?? 1,
      pageSize: page_size ?? options.defaultPageSize ?? ADMIN_PAGE_SIZE,
      sort: sort ?? options.defaultSort.field,
      // A chosen field without a direction sorts ascending; the default sort keeps its own direction.
      dir: dir ?? (sort === undefined ? options.defaultSort.dir : 'asc'),
      filters: rest as z.output<F>,
    };
  });
  // The flat input type (filters beside the paging fields) is lost through the generic spread
  // above; a typed client (the web's endpoint call) needs it, so it is stated here.
  return schema as unknown as z.ZodType<ListQuery<S, z.output<F>>, z.input<F> & ListQueryInput<S>>;
};

/** What a client may send for the paging fields (numbers are read from strings too). */
export interface ListQueryInput<S extends string> {
  page?: number | string;
  page_size?: number | string;
  sort?: S;
  dir?: SortDirection;
}

/** `{ [key]: item[], total }`: the spec's collection name (events, videos, …) plus the row count. */
export const listResponseSchema = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), total: z.number().int().nonnegative() } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
  });

export type ListResponse<K extends string, T> = { [P in K]: T[] } & { total: number };

/** The query-string values a client sends for a list (what the URL keeps). */
export interface ListRequest<S extends string = string> {
  page?: number;
  page_size?: number;
  sort?: S;
  dir?: SortDirection;
}
