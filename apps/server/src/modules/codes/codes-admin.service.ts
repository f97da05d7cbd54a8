import {
  AppError,
  fromGrosze,
  type CodeInput,
  type CodeSortField,
  type CodesListFilters,
  type CodesPage,
  type DiscountCode,
  type ListQuery,
} from '@scena/shared';
import type { AppContext } from '../../context';
import { checkViolation, foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { newCodeText } from './code-text';
import {
  codesAdminRepository as repo,
  type CodeUseRow,
  type NewDiscountCode,
} from './codes-admin.repository';
import type { CodeRow } from './codes.table';

const toUse = (row: CodeUseRow) => ({ ...row, usage_date: row.usage_date?.toISOString() ?? null });

/** A row as the panel sees it (spec 3 §3 "Discount code"): cash in PLN, `numberOfUses` = activations. */
export const toDiscountCode = (row: CodeRow, uses?: CodeUseRow[]): DiscountCode => ({
  id: row.id,
  code: row.code,
  desc: row.description,
  discount_percent: row.discount_percent,
  discount_cash: row.discount_cash === null ? null : fromGrosze(row.discount_cash),
  product_type: row.product_type as DiscountCode['product_type'],
  event_id: row.event_id,
  video_id: row.video_id,
  limit: row.use_limit,
  numberOfUses: row.uses,
  expiration_date: row.expiration_date?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  ...(uses ? { uses: uses.map(toUse) } : {}),
});

const notFound = () => new AppError('NOT_FOUND', 'codes.not_found');
const taken = () =>
  new AppError('CONFLICT', 'codes.validate.code_taken', { formError: { code: 'codes.validate.code_taken' } });
const productMissing = () =>
  new AppError('VALIDATION', 'codes.validate.product_missing', {
    formError: { product_id: 'codes.validate.product_missing' },
  });

/** The database's refusals a code write can meet, as the form's messages. */
const refusal = (error: unknown): unknown => {
  if (uniqueViolation(error)) return taken();
  // The chosen event or video does not exist (or was deleted meanwhile).
  if (foreignKeyViolation(error)) return productMissing();
  return error;
};

const columns = (input: CodeInput, code: string): Omit<NewDiscountCode, 'created_by'> => ({
  code,
  description: input.desc,
  discount_percent: input.discount_percent,
  discount_cash: input.discount_cash,
  product_type: input.product_type,
  event_id: input.event_id,
  video_id: input.video_id,
  use_limit: input.limit,
  expiration_date: new Date(input.expiration_date),
});

/**
 * Discount codes in the panel (spec 3 §2.8, §7): list, one with its uses, create (one code or a
 * batch of single-use generated ones), edit, delete. Words: CONTEXT.md.
 */
export const createCodesAdminService = (ctx: AppContext) => ({
  async page(query: ListQuery<CodeSortField, CodesListFilters>): Promise<CodesPage> {
    const { items, total } = await repo.page(ctx.db, query.filters, query);
    return { codes: items.map((row) => toDiscountCode(row)), total };
  },

  async get(id: number, withUses: boolean): Promise<DiscountCode> {
    const row = await repo.find(ctx.db, id);
    if (!row) throw notFound();
    return toDiscountCode(row, withUses ? await repo.uses(ctx.db, id) : undefined);
  },

  /**
   * One code with the typed text, or `number` single-use codes with unguessable texts
   * (newCodeText, 60 random bits) in one transaction: multi-row inserts that skip a text already
   * taken, then new texts for the skipped ones until the count is made.
   */
  async create(input: CodeInput, actorId: number): Promise<{ codes: string[] }> {
    try {
      if (input.number === null) {
        const row = await repo.insert(ctx.db, { ...columns(input, input.code!), created_by: actorId });
        return { codes: [row.code] };
      }
      const count = input.number;
      const { code: _text, ...common } = { ...columns({ ...input, limit: 1 }, ''), created_by: actorId };
      const made = await inTransaction(ctx.db, async (tx) => {
        const texts: string[] = [];
        // A text already taken (60 random bits: practically never) is skipped; the loop makes another.
        while (texts.length < count) {
          const fresh = Array.from({ length: count - texts.length }, newCodeText);
          texts.push(...(await repo.insertMany(tx, common, fresh)));
        }
        return texts;
      });
      return { codes: made };
    } catch (error) {
      throw refusal(error);
    }
  },

  /** A code's fields; a limit below its current uses is refused (the guard is the UPDATE's WHERE). */
  async update(id: number, input: CodeInput): Promise<DiscountCode> {
    let row: CodeRow | null;
    try {
      row = await repo.update(ctx.db, id, columns(input, input.code!));
    } catch (error) {
      if (checkViolation(error)) row = null;
      else throw refusal(error);
    }
    if (row) return toDiscountCode(row);
    const current = await repo.find(ctx.db, id);
    if (!current) throw notFound();
    throw new AppError('VALIDATION', 'codes.validate.limit_below_uses', {
      formError: { limit: 'codes.validate.limit_below_uses' },
      params: { uses: current.uses },
    });
  },

  /** Only a code nobody has activated is deleted: an activated one keeps its history (CONTEXT.md). */
  async remove(id: number): Promise<DiscountCode> {
    const row = await repo.deleteUnused(ctx.db, id);
    if (row) return toDiscountCode(row);
    if (!(await repo.find(ctx.db, id))) throw notFound();
    throw new AppError('CONFLICT', 'codes.delete_used');
  },
});
