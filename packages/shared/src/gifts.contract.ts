import { z } from 'zod';
import { fromGrosze, toGrosze } from './money';
import { parseDateTimeInput } from './time';
import { IMAGE_LINK, isSafeLink } from './links';
import { PAYMENT_STATUSES } from './orders/status';
import { invoiceDataSchema } from './orders/invoice';
import { mustBeTrue } from './validation';
import { GIFT_IMAGE_FIELDS } from './gifts/config.schema';

/**
 * Gift tickets (spec 1 §2 purchase and status pages, §3 Gift order and Gift config, §7; spec 3
 * §2.5, §3, §5 Gift form, §7). A gift is an order of product type 'gift' whose completion creates
 * one single-use 100 % code (modules/codes CONTEXT.md): for the event or video it was bought for,
 * or for any item (the "any" gift sold on the home page). Server rules: apps/server/src/modules/gifts.
 */

export {
  giftConfig as giftConfigSchema,
  GIFT_IMAGE_FIELDS,
  GIFT_IMAGE_KINDS,
  type GiftConfig,
  type GiftImageField,
} from './gifts/config.schema';
export { giftConfigDefaults, anyGiftOnSale } from './gifts/config-defaults';

export const GIFT_LABEL_MAX = 100;
export const GIFT_DESCRIPTION_MAX = 300;

/** 'HH:mm DD.MM.YYYY' (spec 3 §2.5, the form's format), Warsaw time. */
const FORM_DATE_TIME = /^(\d{1,2}):(\d{2}) (\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * The any-gift's end as typed in the panel ('HH:mm DD.MM.YYYY') or sent by a client (ISO, or
 * 'YYYY-MM-DD HH:mm' Warsaw time). Null when it is not a real date.
 */
export const parseGiftExpiration = (value: string): Date | null => {
  const text = value.trim();
  const form = FORM_DATE_TIME.exec(text);
  if (form) {
    const [, h, min, d, m, y] = form;
    if (Number(h) > 23) return null;
    return parseDateTimeInput(`${y}-${m}-${d} ${h!.padStart(2, '0')}:${min}`);
  }
  return parseDateTimeInput(text);
};

/** gift_price: required ('Niepoprawna wartość.'), > 0 with at most 2 decimals (spec 3 §5). */
const giftPrice = z
  .union([z.number(), z.string(), z.null()], { error: 'gifts.validate.price_required' })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: 'gifts.validate.price_required' });
      return z.NEVER;
    }
    const grosze = toGrosze(value);
    if (grosze === null || grosze <= 0) {
      ctx.addIssue({ code: 'custom', message: 'gifts.validate.price_positive' });
      return z.NEVER;
    }
    return fromGrosze(grosze);
  });

const text = (max: number, maxMessage: string, requiredMessage?: string) => {
  const base = z.string({ error: requiredMessage ?? 'form.validate.invalid_value' }).trim();
  return (requiredMessage ? base.min(1, requiredMessage) : base).max(max, maxMessage).optional();
};

const giftExpiration = z
  .string({ error: 'gifts.validate.expiration' })
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const date = parseGiftExpiration(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'gifts.validate.expiration' });
      return z.NEVER;
    }
    return date.toISOString();
  });

const imageLink = z
  .string()
  .trim()
  .max(500, 'form.validate.too_long')
  .refine((value) => value === '' || isSafeLink(value, IMAGE_LINK), 'content.validate.link')
  .optional();

/** The any-gift card's fields: sending any of them saves that card, whose required fields then apply. */
const ANY_GIFT_REQUIRED = {
  gift_price: 'gifts.validate.price_required',
  gift_label: 'gifts.validate.label_required',
  gift_description: 'gifts.validate.label_required',
} as const;
const ANY_GIFT_FIELDS = [
  'any_gift_available',
  'gift_expiration',
  'gift_label_en',
  'gift_description_en',
  ...Object.keys(ANY_GIFT_REQUIRED),
];

/** Each field's rule (the panel's form validates with these too). */
export const giftSettingsFields = {
  gift_available: z.boolean({ error: 'form.validate.invalid_value' }).optional(),
  any_gift_available: z.boolean({ error: 'form.validate.invalid_value' }).optional(),
  gift_price: giftPrice,
  gift_expiration: giftExpiration,
  gift_label: text(GIFT_LABEL_MAX, 'gifts.validate.label_too_long', 'gifts.validate.label_required'),
  gift_label_en: text(GIFT_LABEL_MAX, 'gifts.validate.label_too_long'),
  gift_description: text(
    GIFT_DESCRIPTION_MAX,
    'gifts.validate.description_too_long',
    'gifts.validate.label_required',
  ),
  gift_description_en: text(GIFT_DESCRIPTION_MAX, 'gifts.validate.description_too_long'),
  mobile_gift_image: imageLink,
  tablet_gift_image: imageLink,
  desktop_gift_image: imageLink,
};

/**
 * PUT /api/gifts/settings (spec 3 §2.5, §5 Gift form): each card saves its own fields. Card one is
 * `gift_available`; card two the any-gift (price, expiry, pl/en label and description, banners),
 * whose price, label and description are then required. New banner files come as multipart parts
 * `<field>_data` (GIFT_IMAGE_KINDS). A field this contract does not name is refused.
 */
export const giftSettingsUpdateBody = z
  .strictObject(giftSettingsFields, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'content.validate.unknown_fields' : undefined),
  })
  .superRefine((body, ctx) => {
    if (!ANY_GIFT_FIELDS.some((field) => field in body && body[field as keyof typeof body] !== undefined))
      return;
    for (const [field, message] of Object.entries(ANY_GIFT_REQUIRED)) {
      if (body[field as keyof typeof body] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type GiftSettingsUpdate = z.output<typeof giftSettingsUpdateBody>;

/** The multipart text parts that decode as numbers or flags (catalog/form-data.ts). */
export const GIFT_SETTINGS_FORM_KINDS = {
  numbers: [],
  flags: ['gift_available', 'any_gift_available'],
  idLists: [],
} as const;

export const giftImageParams = z.object({ id: z.enum(GIFT_IMAGE_FIELDS, 'gifts.image_not_found') });

/* ------------------------------------------------------------------ buying */

/** 'event-{id}', 'video-{id}' (spec 1 §7: type and id joined), or 'any' for the any-gift (/platnosc/prezent). */
export const GIFT_PRODUCT_SLUG = /^(?:(event|video)-([1-9]\d{0,9})|any)$/;
export type GiftProduct = { kind: 'event' | 'video'; id: number } | { kind: 'any' };

export const parseGiftProduct = (slug: string): GiftProduct | null => {
  const match = GIFT_PRODUCT_SLUG.exec(slug.trim());
  if (!match) return null;
  if (!match[1]) return { kind: 'any' };
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as 'event' | 'video', id } : null;
};

/** POST /api/gifts/: the purchase form (consent, optional invoice) plus the product. */
export const buyGiftBody = z.object({
  productSlug: z
    .string({ error: 'gifts.validate.product' })
    .refine((value) => parseGiftProduct(value) !== null, 'gifts.validate.product'),
  consent: mustBeTrue('orders.validate.consent'),
  invoice: invoiceDataSchema.nullish().transform((value) => value ?? null),
});
export type BuyGiftBody = z.input<typeof buyGiftBody>;

/* ------------------------------------------------------------------ gift orders */

export const giftCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Activated by someone (spec: a code is 'used' when it has a usage record). */
  used: z.boolean(),
  /** The order was refunded or cancelled before anyone used it: it activates no more. */
  voided: z.boolean(),
  usage: z
    .object({
      userId: z.number().nullable(),
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
    })
    .nullable(),
});
export type GiftCode = z.infer<typeof giftCodeSchema>;

/** Spec 1 §3 Gift order, as the buyer sees it (account page, status page). */
export const giftOrderSchema = z.object({
  extOrderId: z.string(),
  /** The provider's order number (null until the provider accepted the order). */
  orderId: z.string().nullable(),
  /** PLN, 2 decimals. */
  amount: z.number(),
  created_at: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The gift's title: the item's title, or the any-gift's label at the time of purchase. */
  desc: z.string(),
  description: z.string(),
  description_en: z.string(),
  /** 'event-{id}', 'video-{id}' or 'any'. */
  product_slug: z.string(),
  /** The item's address part (/wydarzenie/{slug}, /wideo/{slug}); null for the any-gift or a deleted item. */
  item_slug: z.string().nullable(),
  /** The codes once the order completed (one for a gift). */
  codes: z.array(giftCodeSchema),
  /** The provider's checkout address while the order can still be paid there; null otherwise. */
  payment_url: z.string().nullable(),
});
export type GiftOrder = z.infer<typeof giftOrderSchema>;

export const giftOrdersResponse = z.object({ orders: z.array(giftOrderSchema) });
export type GiftOrders = z.infer<typeof giftOrdersResponse>;

export { orderParams as giftOrderParams } from './orders.contract';
