import { and, asc, eq, exists, gt, gte, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CODE_FILTERS,
  parseDateTimeInput,
  parseDiscount,
  type CodeSortField,
  type CodesListFilters,
  type ListPaging,
} from '@scena/shared';
import { executeRows, type DbOrTx } from '../../db/client';
import { containsText, listPage, type SortTarget } from '../../db/list-page';
import { users } from '../users';
import { codes, userCodes, type CodeRow } from './codes.table';

/** The columns a new discount code is written with (the rest take their defaults). */
export interface NewDiscountCode {
  code: string;
  description: string;
  discount_percent: number | null;
  discount_cash: number | null;
  product_type: 'any' | 'event' | 'video';
  event_id: number | null;
  video_id: number | null;
  use_limit: number;
  expiration_date: Date;
  created_by: number | null;
}

export interface CodeUseRow {
  id: number;
  userId: number;
  firstname: string;
  lastname: string;
  used: boolean;
  usage_date: Date | null;
}

const SORT: Record<CodeSortField, SortTarget> = {
  id: codes.id,
  code: sql`upper(${codes.code})`,
  // Codes that never expire sort as the latest expiry.
  expiration_date: sql`coalesce(${codes.expiration_date}, 'infinity'::timestamptz)`,
  limit: codes.use_limit,
  numberOfUses: codes.uses,
  created_at: codes.created_at,
};

const isDiscount = eq(codes.kind, 'discount');
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The end of a range: a bare day takes that whole Warsaw day (before the next day's midnight). */
const rangeEnd = (text: string): SQL | undefined => {
  const day = DAY_ONLY.exec(text);
  if (day) {
    const next = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + 1));
    const midnight = parseDateTimeInput(next.toISOString().slice(0, 10));
    return midnight ? lt(codes.expiration_date, midnight) : undefined;
  }
  const instant = text ? parseDateTimeInput(text) : null;
  return instant ? lte(codes.expiration_date, instant) : undefined;
};

/** The list's WHERE (spec 3 §2.8); a query naming none of the filters gets the default list. */
const filterWhere = (filters: CodesListFilters): SQL | undefined => {
  const given = Object.values(filters).some((value) => value !== undefined && value !== '');
  const f = given
    ? filters
    : { ...filters, available: DEFAULT_CODE_FILTERS.available, min_limit: DEFAULT_CODE_FILTERS.min_limit };
  const from = f.expiration_date_from ? parseDateTimeInput(f.expiration_date_from) : null;
  const discount = f.discount ? parseDiscount(f.discount) : null;
  const name = f.name?.trim();
  return and(
    isDiscount,
    given ? undefined : or(isNull(codes.expiration_date), gt(codes.expiration_date, sql`now()`)),
    from ? gte(codes.expiration_date, from) : undefined,
    rangeEnd(f.expiration_date_to?.trim() ?? ''),
    name ? or(containsText(codes.code, name), containsText(codes.description, name)) : undefined,
    f.min_limit ? gte(codes.use_limit, f.min_limit) : undefined,
    f.limit ? eq(codes.use_limit, f.limit) : undefined,
    f.available === 'true' ? lt(codes.uses, codes.use_limit) : undefined,
    f.available === 'false' ? gte(codes.uses, codes.use_limit) : undefined,
    discount?.percent != null ? eq(codes.discount_percent, discount.percent) : undefined,
    discount?.cash != null ? eq(codes.discount_cash, discount.cash) : undefined,
    f.event_id ? eq(codes.event_id, f.event_id) : undefined,
    f.video_id ? eq(codes.video_id, f.video_id) : undefined,
  );
};

/** Discount codes for the panel (kind 'discount' only; gift and group codes belong to their orders). */
export const codesAdminRepository = {
  page(db: DbOrTx, filters: CodesListFilters, paging: ListPaging<CodeSortField>) {
    return listPage(
      db,
      { table: codes, where: filterWhere(filters), sortMap: SORT, tiebreaker: codes.id },
      paging,
    );
  },

  async find(db: DbOrTx, id: number): Promise<CodeRow | null> {
    const [row] = await db
      .select()
      .from(codes)
      .where(and(eq(codes.id, id), isDiscount));
    return row ?? null;
  },

  /** Who activated the code, oldest first, with their names (spec 3 §3 "uses"). */
  uses(db: DbOrTx, codeId: number): Promise<CodeUseRow[]> {
    return db
      .select({
        id: userCodes.id,
        userId: userCodes.user_id,
        firstname: users.firstname,
        lastname: users.lastname,
        used: userCodes.used,
        usage_date: userCodes.usage_date,
      })
      .from(userCodes)
      .innerJoin(users, eq(users.id, userCodes.user_id))
      .where(eq(userCodes.code_id, codeId))
      .orderBy(asc(userCodes.activated_at), asc(userCodes.id));
  },

  /** One code; a taken text (any case) is the caller's unique violation. */
  async insert(db: DbOrTx, values: NewDiscountCode): Promise<CodeRow> {
    const [row] = await db
      .insert(codes)
      .values({ ...values, kind: 'discount' })
      .returning();
    return row!;
  },

  /**
   * Many codes sharing every field but their text, in one statement: the texts travel as one
   * bound value (a comma-joined list of generated texts, which hold no comma) and `unnest` makes
   * the rows, so 10,000 codes are one round trip with a dozen parameters. Rows whose text is
   * already taken are skipped (the caller makes new texts for them). Returns the texts written.
   */
  async insertMany(db: DbOrTx, common: Omit<NewDiscountCode, 'code'>, texts: string[]): Promise<string[]> {
    if (texts.length === 0) return [];
    const rows = await executeRows<{ code: string }>(
      db,
      sql`
      INSERT INTO ${codes} (code, kind, description, discount_percent, discount_cash, product_type, event_id, video_id,
                            use_limit, expiration_date, created_by)
      SELECT text, 'discount', ${common.description}, ${common.discount_percent}::int, ${common.discount_cash}::int,
             ${common.product_type}, ${common.event_id}::int, ${common.video_id}::int, ${common.use_limit}::int,
             ${common.expiration_date.toISOString()}::timestamptz, ${common.created_by}::int
      FROM unnest(string_to_array(${texts.join(',')}::text, ',')) AS text
      ON CONFLICT DO NOTHING
      RETURNING code`,
    );
    return rows.map((row) => row.code);
  },

  /**
   * Writes a code's fields unless the new limit is below its uses (the guard is in the statement,
   * so an activation landing meanwhile is counted). Null when no row was written.
   */
  async update(db: DbOrTx, id: number, values: Omit<NewDiscountCode, 'created_by'>): Promise<CodeRow | null> {
    const [row] = await db
      .update(codes)
      .set({ ...values, updated_at: sql`now()` })
      .where(and(eq(codes.id, id), isDiscount, lte(codes.uses, values.use_limit)))
      .returning();
    return row ?? null;
  },

  /** Deletes a code nobody has activated (history is kept: CONTEXT.md "Deleting a code"). */
  async deleteUnused(db: DbOrTx, id: number): Promise<CodeRow | null> {
    const [row] = await db
      .delete(codes)
      .where(
        and(
          eq(codes.id, id),
          isDiscount,
          eq(codes.uses, 0),
          not(
            exists(
              db
                .select({ one: sql`1` })
                .from(userCodes)
                .where(eq(userCodes.code_id, codes.id)),
            ),
          ),
        ),
      )
      .returning();
    return row ?? null;
  },
};
