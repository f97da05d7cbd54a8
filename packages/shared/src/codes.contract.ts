import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './constants';
import { listQuerySchema, listResponseSchema } from './lists/list-query';

/**
 * A viewer's codes (spec 1 §2 account page, §3 "User code", §7; spec 3 §3, §6): the activations
 * of discount, gift and group codes (words: apps/server/src/modules/codes/CONTEXT.md).
 * `GET /api/users/{id}/codes` lists them, `POST` activates one, `DELETE …/codes/{codeId}` removes
 * an unspent one (its use goes back to the code).
 */

/** The longest code anyone may type (spec 3 §5: code over 30 characters is refused). */
export const CODE_MAX_LENGTH = 30;
export const CODE_KINDS = ['discount', 'gift', 'group'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];
export const CODE_PRODUCT_TYPES = ['any', 'event', 'video'] as const;
export type CodeProductType = (typeof CODE_PRODUCT_TYPES)[number];

/** One activation (spec's "User code") with what the account page shows of its item. */
export const userCodeSchema = z.object({
  /** The activation's id. */
  id: z.number().int(),
  code_id: z.number().int(),
  code: z.string(),
  desc: z.string(),
  kind: z.enum(CODE_KINDS),
  product_type: z.enum(CODE_PRODUCT_TYPES),
  /** 0–100, or null for a cash discount. */
  discount_percent: z.number().int().nullable(),
  /** PLN with two decimals, or null for a percent discount. */
  discount_cash: z.number().nullable(),
  event_id: z.number().int().nullable(),
  video_id: z.number().int().nullable(),
  /** The item's title and slug (its link); null for an "any product" code or a deleted item. */
  title: z.string().nullable(),
  slug: z.string().nullable(),
  /** ISO instants. */
  activation_date: z.string(),
  used: z.boolean(),
  usage_date: z.string().nullable(),
  expiration_date: z.string().nullable(),
  /** Unspent and held by no order: the viewer may remove it (its use goes back to the code). */
  removable: z.boolean(),
});
export type UserCode = z.infer<typeof userCodeSchema>;

/** POST /api/users/{id}/codes: the code as typed (trimmed; compared regardless of case). */
export const activateCodeBody = z.object({
  code: z
    .string({ error: 'codes.validate.code_required' })
    .trim()
    .min(1, 'codes.validate.code_required')
    .max(CODE_MAX_LENGTH, 'codes.validate.code_too_long'),
});
export type ActivateCodeBody = z.input<typeof activateCodeBody>;

/** 'Kod został aktywowany' and the activation as the list shows it. */
export const activateCodeResponse = z.object({ message: z.string(), code: userCodeSchema });
export type ActivateCodeResponse = z.infer<typeof activateCodeResponse>;

export const removeUserCodeResponse = z.object({ message: z.string() });
export type RemoveUserCodeResponse = z.infer<typeof removeUserCodeResponse>;

const positiveId = () => z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647);
/** `codeId` is the code's id (`code_id`): a viewer activates a code once, so it names the activation. */
export const userCodeParams = z.object({ id: positiveId(), codeId: positiveId() });

export const USER_CODE_SORT_FIELDS = ['activation_date'] as const;
/** GET /api/users/{id}/codes: newest activation first, 20 a page (spec 1 §9). */
export const userCodesQuery = listQuerySchema({
  sortFields: USER_CODE_SORT_FIELDS,
  defaultSort: { field: 'activation_date', dir: 'desc' },
  filters: z.object({}),
  pageSizes: [ORDERS_PAGE_SIZE],
  defaultPageSize: ORDERS_PAGE_SIZE,
});
export const userCodesResponse = listResponseSchema('codes', userCodeSchema);
export type UserCodesResponse = z.infer<typeof userCodesResponse>;
