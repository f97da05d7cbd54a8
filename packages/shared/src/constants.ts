/** Business constants from spec 1 §9 and spec 2 §9. Use these, never literals. */
export const LANGUAGES = ['pl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';
export const LANGUAGE_COOKIE = 'lang';

/**
 * Anchors of the home page's blocks (spec 3 §2.13): slides link to them ('#repertuar'), the web's
 * blocks carry them as ids and the demo data checks its links against them.
 */
export const HOME_ANCHORS = { festival: 'festiwal', repertoire: 'repertuar', vod: 'wideo' } as const;
export const TIMEZONE = 'Europe/Warsaw';
export const CURRENCY = 'PLN';

export const MIN_SIGNUP_AGE = 13;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DEFAULT_COUNTRY = 'PL';
export const NOT_SET_BIRTH_YEAR = 1900;

export const SESSION_CHECK_INTERVAL_MS = 300_000;
export const LOCAL_STATE_THROTTLE_MS = 1_000;
export const COOKIE_CONSENT_DAYS = 150;
export const BAR_DISMISS_DAYS = 1;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_SNIPPET_LENGTH = 200;
export const SEARCH_FOCUS_DELAY_MS = 100;
export const ORDERS_PAGE_SIZE = 20;
/** At most this many tickets left: cards and event pages say how many (issue 19 item 8). */
export const FEW_TICKETS_LEFT = 10;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

export const ADMIN_LOGIN_LINK_MINUTES = 10;
export const TICKET_VALIDITY_HOURS = [0, 3, 6, 12, 24, 36, 48, 72] as const;

export const SLUG_MAX = 40;
export const TITLE_MAX = 100;
export const SUBTITLE_MAX = 200;
export const SLIDE_TEXT_MAX = 500;
export const CARD_TITLE_MAX = 70;
export const GALLERY_MAX_IMAGES = 5;
export const ADMIN_EVENTS_FROM = '2000-01-01';

/** The admin user list (spec 3 §2.10, §9): 20 a page, with these sizes to choose from. */
export const USER_LIST_PAGE_SIZE = 20;
export const USER_LIST_PAGE_SIZE_OPTIONS = [20, 30, 50, 100, 500] as const;
/** The user detail lists this many of a user's newest orders of each kind (the item panels hold the rest). */
export const USER_DETAIL_ORDERS_MAX = 1000;
