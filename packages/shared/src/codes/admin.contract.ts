import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../lists/list-query';
import { toGrosze } from '../money';
import { parseDateTimeInput } from '../time';

/**
 * Discount codes in the panel (spec 3 §2.8, §3 "Discount code", §5 "Discount code form", §7; words
 * in apps/server/src/modules/codes/CONTEXT.md). Cash is PLN at the API (grosze inside). Only
 * `kind 'discount'` codes are listed and managed here; gift and group codes belong to their orders.
 */

export const CODE_MAX = 30;
export const CODE_DESC_MAX = 300;
/** The most single-use codes one request generates (issue 22: a batch of 10,000 in one request). */
export const CODE_BATCH_MAX = 10_000;
/** What a code typed by staff may hold: letters, digits, '-' and '_' (people type it from an e-mail). */
export const CODE_TEXT_PATTERN = /^[A-Za-z0-9_-]+$/;
const INT_MAX = 2_147_483_647;

export const codeUseSchema = z.object({
  /** The activation's id (user_codes). */
  id: z.number().int(),
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  used: z.boolean(),
  /** ISO instant the purchase it priced completed; null while unspent. */
  usage_date: z.string().nullable(),
});
export type CodeUse = z.infer<typeof codeUseSchema>;

export const discountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  desc: z.string(),
  /** 0–100, or null for a cash discount. */
  discount_percent: z.number().int().nullable(),
  /** PLN with two decimals, or null for a percent discount. */
  discount_cash: z.number().nullable(),
  product_type: z.enum(['any', 'event', 'video']),
  event_id: z.number().int().nullable(),
  video_id: z.number().int().nullable(),
  limit: z.number().int(),
  /** Activations holding a use; null is shown as 'błąd' (spec 3 §2.8). */
  numberOfUses: z.number().int().nullable(),
  /** ISO instant; null = never expires. */
  expiration_date: z.string().nullable(),
  created_at: z.string(),
  /** Present with `?uses=true`. */
  uses: z.array(codeUseSchema).optional(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** A discount as typed: '12.50' / '12,5' (cash PLN) or '15%' (percent). */
export type ParsedDiscount = { percent: number; cash: null } | { percent: null; cash: number };

/**
 * '15%' → 15 percent; '12,50' → 1250 grosze. Null when it is neither (a percent is a whole number
 * 0–100, cash has at most two decimals). Zero is parsed; the form refuses it separately.
 */
export const parseDiscount = (value: string | number): ParsedDiscount | null => {
  const text = String(value).trim();
  const percent = /^(\d{1,3})\s*%$/.exec(text);
  if (percent) {
    const n = Number(percent[1]);
    return n <= 100 ? { percent: n, cash: null } : null;
  }
  const grosze = toGrosze(text);
  return grosze === null ? null : { percent: null, cash: grosze };
};

/** The discount as the form shows it: '15%' or '12.50'. */
export const discountText = (code: Pick<DiscountCode, 'discount_percent' | 'discount_cash'>): string =>
  code.discount_percent !== null ? `${code.discount_percent}%` : (code.discount_cash ?? 0).toFixed(2);

/** 'any' | 'event-{n}' | 'video-{n}' → the code's product columns. */
export const parseProductId = (
  value: string,
): { product_type: 'any' | 'event' | 'video'; event_id: number | null; video_id: number | null } | null => {
  if (value === 'any') return { product_type: 'any', event_id: null, video_id: null };
  const match = /^(event|video)-(\d{1,10})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (id < 1 || id > INT_MAX) return null;
  return match[1] === 'event'
    ? { product_type: 'event', event_id: id, video_id: null }
    : { product_type: 'video', event_id: null, video_id: id };
};

/** A code's product as the form's product_id. */
export const productIdOf = (code: Pick<DiscountCode, 'product_type' | 'event_id' | 'video_id'>): string =>
  code.product_type === 'event' && code.event_id !== null
    ? `event-${code.event_id}`
    : code.product_type === 'video' && code.video_id !== null
      ? `video-${code.video_id}`
      : 'any';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

const codeFields = {
  code: z.string({ error: 'codes.validate.admin_code_required' }).nullish(),
  desc: z.string({ error: 'codes.validate.desc_required' }).nullish(),
  product_id: z.string({ error: 'codes.validate.product_required' }).nullish(),
  discount: z.union([z.string(), z.number()], { error: 'codes.validate.discount_format' }).nullish(),
  limit: z.union([z.number(), z.string()], { error: 'codes.validate.limit_number' }).nullish(),
  expiration_date: z.string({ error: 'codes.validate.expiration_invalid' }).nullish(),
};

type Raw = {
  code?: string | null | undefined;
  desc?: string | null | undefined;
  product_id?: string | null | undefined;
  discount?: string | number | null | undefined;
  limit?: string | number | null | undefined;
  expiration_date?: string | null | undefined;
};

/** What the service gets: the checked, converted fields (cash in grosze, the expiry an ISO instant). */
export interface CodeInput {
  /** null for a batch of generated codes. */
  code: string | null;
  desc: string;
  product_type: 'any' | 'event' | 'video';
  event_id: number | null;
  video_id: number | null;
  discount_percent: number | null;
  discount_cash: number | null;
  limit: number;
  /** How many single-use codes to generate; null = one code with the given text. */
  number: number | null;
  expiration_date: string;
}

/** The rules of §5 one field at a time, so every broken field is reported at once. */
const checkCode = (value: Raw, ctx: z.RefinementCtx, batch: boolean): CodeInput | typeof z.NEVER => {
  let ok = true;
  const fail = (path: string, message: string) => {
    ok = false;
    ctx.addIssue({ code: 'custom', path: [path], message });
  };
  const code = (value.code ?? '').trim();
  if (!batch) {
    if (code === '') fail('code', 'codes.validate.admin_code_required');
    else if (code.length > CODE_MAX) fail('code', 'codes.validate.admin_code_too_long');
    else if (!CODE_TEXT_PATTERN.test(code)) fail('code', 'codes.validate.code_chars');
  }
  const desc = (value.desc ?? '').trim();
  if (desc === '') fail('desc', 'codes.validate.desc_required');
  else if (desc.length > CODE_DESC_MAX) fail('desc', 'codes.validate.desc_too_long');
  const product = parseProductId((value.product_id ?? '').trim());
  if (!product) fail('product_id', 'codes.validate.product_required');
  let discount: ParsedDiscount | null = null;
  if (blank(value.discount)) fail('discount', 'codes.validate.discount_required');
  else {
    discount = parseDiscount(value.discount!);
    if (!discount) fail('discount', 'codes.validate.discount_format');
    else if ((discount.percent ?? discount.cash) === 0) fail('discount', 'codes.validate.discount_zero');
  }
  let limit = 1;
  if (!batch) {
    if (blank(value.limit)) fail('limit', 'codes.validate.limit_required');
    else {
      const text = String(value.limit).trim();
      if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > INT_MAX)
        fail('limit', 'codes.validate.limit_number');
      else limit = Number(text);
    }
  }
  let expiration: Date | null = null;
  if (blank(value.expiration_date)) fail('expiration_date', 'codes.validate.expiration_required');
  else {
    expiration = parseDateTimeInput(value.expiration_date!);
    if (!expiration) fail('expiration_date', 'codes.validate.expiration_invalid');
  }
  if (!ok || !product || !discount || !expiration) return z.NEVER;
  return {
    code: batch ? null : code,
    desc,
    ...product,
    discount_percent: discount.percent,
    discount_cash: discount.cash,
    limit,
    number: null,
    expiration_date: expiration.toISOString(),
  };
};

/**
 * POST /api/codes/: one code with the given text and limit (default 1), or with `number` a batch
 * of that many single-use generated codes (the text, if sent, is ignored).
 */
export const createCodeBody = z
  .object({
    ...codeFields,
    number: z.union([z.number(), z.string()]).nullish(),
  })
  .transform((value, ctx) => {
    const batch = !blank(value.number);
    let number: number | null = null;
    if (batch) {
      const text = String(value.number).trim();
      if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
        ctx.addIssue({ code: 'custom', path: ['number'], message: 'codes.validate.number' });
      else if (Number(text) > CODE_BATCH_MAX)
        ctx.addIssue({ code: 'custom', path: ['number'], message: 'codes.validate.number_max' });
      else number = Number(text);
    }
    const checked = checkCode(
      { ...value, limit: batch ? 1 : blank(value.limit) && value.limit === undefined ? 1 : value.limit },
      ctx,
      batch,
    );
    if (checked === z.NEVER || (batch && number === null)) return z.NEVER;
    return { ...(checked as CodeInput), number };
  });
export type CreateCodeBody = z.input<typeof createCodeBody>;

/** PUT /api/codes/{id}: the fields of one code (its text may change too). */
export const updateCodeBody = z
  .object(codeFields)
  .transform((value, ctx) => checkCode(value, ctx, false) as CodeInput);
export type UpdateCodeBody = z.input<typeof updateCodeBody>;

/** The answer to POST: the codes made (their texts, for the modal with Copy). */
export const createdCodesSchema = z.object({ codes: z.array(z.string()) });
export type CreatedCodes = z.infer<typeof createdCodesSchema>;

export const CODE_SORT_FIELDS = [
  'id',
  'code',
  'expiration_date',
  'limit',
  'numberOfUses',
  'created_at',
] as const;
export type CodeSortField = (typeof CODE_SORT_FIELDS)[number];

const optionalId = z.coerce
  .number({ error: 'form.validate.invalid_value' })
  .int('form.validate.invalid_value')
  .positive('form.validate.invalid_value')
  .max(INT_MAX, 'form.validate.invalid_value')
  .optional();
const optionalDate = z
  .string({ error: 'codes.validate.filter_date' })
  .trim()
  .refine((text) => text === '' || parseDateTimeInput(text) !== null, 'codes.validate.filter_date')
  .optional();

/** The spec's filters, by their names. */
export const CODE_FILTER_KEYS = [
  'expiration_date_from',
  'expiration_date_to',
  'name',
  'min_limit',
  'available',
  'limit',
  'discount',
  'event_id',
  'video_id',
] as const;

/**
 * The default list (spec 3 §2.8) is what a query naming none of the filters gets: not expired,
 * available (uses left), limit at least 2: the multi-use codes staff look after.
 */
export const DEFAULT_CODE_FILTERS = { available: 'true', min_limit: 2, not_expired: true } as const;

/**
 * GET /api/codes: paged (20), sorted, filtered. `name` matches part of the code or description;
 * `available` 'true' (uses left), 'false' (used up) or 'all'; `limit` an exact limit, `min_limit`
 * a least one; `discount` '15%' or '12.50'; the expiry range takes 'YYYY-MM-DD' (a whole Warsaw
 * day) or 'YYYY-MM-DD HH:mm'.
 */
export const codesListQuery = listQuerySchema({
  sortFields: CODE_SORT_FIELDS,
  defaultSort: { field: 'id', dir: 'desc' },
  filters: z
    .object({
      expiration_date_from: optionalDate,
      expiration_date_to: optionalDate,
      name: z
        .string({ error: 'form.validate.invalid_value' })
        .trim()
        .max(100, 'form.validate.too_long')
        .optional(),
      min_limit: optionalId,
      available: z.enum(['true', 'false', 'all'], { error: 'form.validate.invalid_value' }).optional(),
      limit: optionalId,
      discount: z
        .string({ error: 'codes.validate.discount_format' })
        .trim()
        .refine((text) => text === '' || parseDiscount(text) !== null, 'codes.validate.discount_format')
        .optional(),
      event_id: optionalId,
      video_id: optionalId,
    })
    .refine(
      (f) => {
        const from = f.expiration_date_from ? parseDateTimeInput(f.expiration_date_from) : null;
        const to = f.expiration_date_to ? parseDateTimeInput(f.expiration_date_to) : null;
        return !from || !to || from.getTime() <= to.getTime();
      },
      { path: ['expiration_date_to'], message: 'codes.validate.filter_date' },
    ),
});
export type CodesListFilters = z.output<typeof codesListQuery>['filters'];
export const codesPageSchema = listResponseSchema('codes', discountCodeSchema);
export type CodesPage = z.infer<typeof codesPageSchema>;

export const codeUsesQuery = z.object({
  uses: z.enum(['true', 'false'], { error: 'form.validate.invalid_value' }).optional(),
});
