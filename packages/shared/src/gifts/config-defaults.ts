import type { GiftConfig } from './config.schema';

/* Zod-free (type imports only), like app-config-defaults.ts: the home page uses these without loading zod. */

export const giftConfigDefaults: GiftConfig = {
  gift_available: false,
  any_gift_available: false,
  gift_price: 0,
  gift_expiration: null,
  gift_label: '',
  gift_label_en: '',
  gift_description: '',
  gift_description_en: '',
  mobile_gift_image: '',
  tablet_gift_image: '',
  desktop_gift_image: '',
};

/** Whether the any-gift is on sale now (spec 3 §2.13: on, and its expiry not past). */
export const anyGiftOnSale = (config: GiftConfig, now: Date = new Date()): boolean =>
  config.any_gift_available &&
  config.gift_price > 0 &&
  (config.gift_expiration === null || new Date(config.gift_expiration).getTime() > now.getTime());
