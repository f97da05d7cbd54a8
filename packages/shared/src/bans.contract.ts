import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { parseDateTimeInput } from './time';

/**
 * Bans (spec 3 §2.12, §3 "Ban", §7): an administrator's ban of an account, or the IP-limit
 * auto-ban (`automatic`, no `created_by`). A ban is in force while it is `forever` or its
 * `expiration_date` is ahead; lifting it (DELETE) removes it at once.
 */
export const banSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  country_code: z.string(),
  reason: z.string(),
  /** ISO instant, or null for a permanent ban. */
  expiration_date: z.string().nullable(),
  forever: z.boolean(),
  created_at: z.string(),
  /** The administrator who banned (null for the IP-limit auto-ban). */
  created_by: z.number().int().nullable(),
  automatic: z.boolean(),
  /** Still in force now (a lapsed ban stays listed as history until it is deleted). */
  active: z.boolean(),
});
export type Ban = z.infer<typeof banSchema>;

export const BAN_REASON_MAX = 500;

/**
 * POST /api/bans. Reason required; the expiry ('YYYY-MM-DD HH:mm' Warsaw, or ISO) must be a valid
 * date in the future unless the ban is `forever` (then it is ignored). The form validates with the
 * same schema, so the words are the spec's in both places.
 */
export const createBanBody = z
  .object({
    user_id: z.coerce
      .number({ error: 'bans.validate.user' })
      .int('bans.validate.user')
      .positive('bans.validate.user')
      .max(2_147_483_647, 'bans.validate.user'),
    reason: z
      .string({ error: 'bans.validate.reason_required' })
      .trim()
      .min(1, 'bans.validate.reason_required')
      .max(BAN_REASON_MAX, 'bans.validate.reason_too_long'),
    expiration_date: z.string({ error: 'bans.validate.invalid_date' }).trim().nullish(),
    forever: z.boolean({ error: 'form.validate.invalid_value' }).optional().default(false),
    send_email: z.boolean({ error: 'form.validate.invalid_value' }).optional().default(false),
  })
  .transform((value, ctx) => {
    if (value.forever) return { ...value, expiration_date: null };
    const text = value.expiration_date ?? '';
    if (text === '') {
      ctx.addIssue({ code: 'custom', path: ['expiration_date'], message: 'bans.validate.date_required' });
      return z.NEVER;
    }
    const date = parseDateTimeInput(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', path: ['expiration_date'], message: 'bans.validate.invalid_date' });
      return z.NEVER;
    }
    if (date.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['expiration_date'], message: 'bans.validate.future_date' });
      return z.NEVER;
    }
    return { ...value, expiration_date: date.toISOString() };
  });
export type CreateBanBody = z.input<typeof createBanBody>;

export const BAN_SORT_FIELDS = ['id', 'created_at', 'expiration_date', 'email', 'lastname'] as const;
export type BanSortField = (typeof BAN_SORT_FIELDS)[number];

/** GET /api/bans: paged, newest first; `q` matches part of the name, e-mail or reason. */
export const bansListQuery = listQuerySchema({
  sortFields: BAN_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  filters: z.object({
    q: z
      .string({ error: 'form.validate.invalid_value' })
      .trim()
      .max(100, 'form.validate.too_long')
      .optional(),
    /** 'active' (default: in force now) or 'all' (history too). */
    state: z.enum(['active', 'all'], { error: 'form.validate.invalid_value' }).optional(),
    user_id: z.coerce
      .number({ error: 'form.validate.invalid_value' })
      .int('form.validate.invalid_value')
      .positive('form.validate.invalid_value')
      .max(2_147_483_647, 'form.validate.invalid_value')
      .optional(),
  }),
});
export const bansPageSchema = listResponseSchema('bans', banSchema);
export type BansPage = z.infer<typeof bansPageSchema>;
