/** Gift tickets: settings, buying, the buyer's gift orders (CONTEXT.md). */
export { giftsRoutes } from './gifts.routes';
export { createGiftSettings, type GiftSettings } from './gift-settings.service';
