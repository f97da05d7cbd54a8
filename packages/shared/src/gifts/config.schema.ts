import { boolean, nullable, number, object, string, type infer as Infer } from 'zod/mini';

/**
 * The gift settings as stored and answered (spec 1 §3 and spec 3 §3 "Gift config"), in zod/mini:
 * they are part of GET /external_api/config's answer (`giftConfig`; shell.endpoints.ts).
 * They live in the app config's key/value rows (modules/content), set only through
 * PUT /api/gifts/settings (gifts.contract.ts holds the administrator's rules).
 */
export const giftConfigFields = {
  /** Gifts on every repertoire event and every VOD video. */
  gift_available: boolean(),
  /** The "any product" gift sold on the home page (/platnosc/prezent). */
  any_gift_available: boolean(),
  /** PLN, 2 decimals. */
  gift_price: number(),
  /** ISO instant after which the any-gift is no longer sold; null: no end. */
  gift_expiration: nullable(string()),
  gift_label: string(),
  gift_label_en: string(),
  /** HTML (sanitised on save). */
  gift_description: string(),
  gift_description_en: string(),
  mobile_gift_image: string(),
  tablet_gift_image: string(),
  desktop_gift_image: string(),
};

export const giftConfig = object(giftConfigFields);
export type GiftConfig = Infer<typeof giftConfig>;

/** The three banner images; DELETE /api/gifts/settings/image/{id} takes one as id. */
export const GIFT_IMAGE_FIELDS = ['mobile_gift_image', 'tablet_gift_image', 'desktop_gift_image'] as const;
export type GiftImageField = (typeof GIFT_IMAGE_FIELDS)[number];

/** Spec 3 §5: mobile 1 MB / 1000 px, tablet 2 MB / 1500 px, desktop 3 MB / 3000 px (the ads' kinds). */
export const GIFT_IMAGE_KINDS = {
  mobile_gift_image: 'ad_mobile',
  tablet_gift_image: 'ad_tablet',
  desktop_gift_image: 'ad_desktop',
} as const satisfies Record<GiftImageField, 'ad_mobile' | 'ad_tablet' | 'ad_desktop'>;
