/**
 * Catalogue contracts (videos, events, categories, galleries, translations): one import for the
 * server and the web, slides included. Messages: i18n/catalog.ts. The endpoints (paths, access)
 * are in catalog.endpoints.ts.
 *
 * Conventions at the API:
 * - money: PLN numbers with two decimals (stored as integer grosze; money.ts);
 * - video flags visible/dashboard_hidden/share_teatrlink are 0/1, event flags are booleans;
 * - video dates are ISO instants (input also 'YYYY-MM-DD HH:mm' in Warsaw time), event dates
 *   'YYYY-MM-DD' and times 'HH:mm' (Warsaw);
 * - answers are wrapped: { video }, { videos }, { event }, { events }, { category }, …,
 *   { translation }, { translations };
 * - whole lists of events and videos carry cards (catalog/cards.contract.ts: the spec's card
 *   fields), an item's own answer and an admin's page the whole item;
 * - what is sold (video_link, accessibility_video, autodesc_video, vimeo_chat) is left out for
 *   callers who may not watch (today: everyone but administrators).
 */
export * from './catalog/fields';
export * from './catalog/form-data';
export * from './catalog/translation.contract';
export * from './catalog/taxonomy.contract';
export * from './catalog/video.contract';
export * from './catalog/event.contract';
export * from './catalog/cards.contract';
export * from './catalog/lists.contract';
export * from './catalog/slide.contract';
export * from './catalog/params';
