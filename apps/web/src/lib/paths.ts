import { generatePath } from 'react-router';
import { isSitePath } from '@scena/shared/links';
import { NEW_ITEM_PARAM } from './new-item-param';

/**
 * Every route of the web app (spec 1 §2). Components build links from here, never from string
 * literals, so a route is renamed in one place: `links` fills these patterns (react-router's
 * generatePath, which encodes each parameter) and adds the query.
 */
export const paths = {
  home: '/',
  publicHome: '/strona-glowna',
  signIn: '/logowanie',
  signedOut: '/wylogowano',
  adminSignIn: '/admin-login',
  signInLinkSent: '/logowanie-link',
  signUp: '/rejestracja',
  signUpSuccess: '/rejestracja/sukces',
  verifyAccount: '/weryfikacja-konta',
  resetPassword: '/resetowanie-hasla',
  resetPasswordSent: '/resetowanie-hasla/informacja',
  newPassword: '/nowe-haslo',
  maintenance: '/przerwa-techniczna',
  error: '/error',
  account: '/konto',
  accountOf: '/konto/:userId',
  search: '/szukaj',
  event: '/wydarzenie/:slugOrId',
  eventPublic: '/wydarzenie/:slugOrId/publiczne',
  video: '/wideo/:slugOrId',
  videoPublic: '/wideo/:slugOrId/publiczne',
  terms: '/regulamin',
  policy: '/polityka',
  contact: '/kontakt',
  page: '/n/:slug',
  admin: '/teapp-admin',
  adminUsers: '/teapp-admin/uzytkownicy',
  /** The unsubscribe link of announcement e-mails (?u=&t=, signed; works signed out). */
  unsubscribe: '/wypisz',
  /** Purchase pages (spec 1 §2): by item id; the generic form names the product type (event, video, gift, group_ticket). */
  purchaseEvent: '/platnosc/wydarzenie/:id',
  purchaseVideo: '/platnosc/wideo/:id',
  purchaseProduct: '/platnosc/:productType/:productId',
  /** A gift (spec 1 §2): the any-gift, or `?produkt=event-{id}|video-{id}` for one item. */
  purchaseGift: '/platnosc/prezent',
  /** Order status pages (spec 1 §2), where the provider sends the buyer back (?error=501 on failure). */
  orderStatusEvent: '/status-zamowienia/wydarzenie/:extOrderId',
  orderStatusVideo: '/status-zamowienia/wideo/:extOrderId',
  orderStatusGift: '/status-zamowienia/prezent/:extOrderId',
  orderStatusGroupTicket: '/status-zamowienia/bilet-grupowy/:extOrderId',
} as const;

/** The query of /platnosc/prezent naming the item a gift is for (absent: the any-gift). */
export const GIFT_PRODUCT_PARAM = 'produkt';

const withQuery = (
  path: string,
  query?: Record<string, string | number | boolean | undefined | null>,
): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const links = {
  signIn: (query?: {
    redirect?: string;
    anotherUser?: boolean;
    wrongToken?: boolean;
    sessionEnd?: boolean;
    userBlocked?: boolean;
    adminOnly?: boolean;
  }) => withQuery(paths.signIn, query),
  signUpSuccess: (email: string) => withQuery(paths.signUpSuccess, { email }),
  verifyAccount: (email: string, token?: string) => withQuery(paths.verifyAccount, { email, token }),
  resetPasswordSent: (email: string) => withQuery(paths.resetPasswordSent, { email }),
  account: (edit?: boolean) => withQuery(paths.account, { edit: edit ? 'true' : undefined }),
  accountOf: (userId: number, edit?: boolean) =>
    withQuery(generatePath(paths.accountOf, { userId: String(userId) }), { edit: edit ? 'true' : undefined }),
  search: (q: string) => withQuery(paths.search, { q }),
  page: (slug: string) => generatePath(paths.page, { slug }),
  groupTicketStatus: (extOrderId: string) => generatePath(paths.orderStatusGroupTicket, { extOrderId }),
  adminView: (view: string) => withQuery(paths.admin, { view }),
  /** A section with its add drawer open (lib/new-item-param.ts). */
  adminNewItem: (view: string) => withQuery(paths.admin, { view, [NEW_ITEM_PARAM]: 1 }),
  error: (query: { status?: number; message?: string; link?: string }) => withQuery(paths.error, query),
  event: (slugOrId: string | number, watch?: WatchQuery) =>
    withQuery(generatePath(paths.event, { slugOrId: String(slugOrId) }), watchQuery(watch)),
  video: (slugOrId: string | number, watch?: WatchQuery) =>
    withQuery(generatePath(paths.video, { slugOrId: String(slugOrId) }), watchQuery(watch)),
  /** The guest's preview of an item page (spec 1 §2). */
  itemPublic: (kind: ItemKind, slugOrId: string | number) =>
    generatePath(kind === 'event' ? paths.eventPublic : paths.videoPublic, { slugOrId: String(slugOrId) }),
  item: (kind: ItemKind, slugOrId: string | number, watch?: WatchQuery) => links[kind](slugOrId, watch),
  /** The purchase page of an event or video (by its numeric id: the purchase call takes the id). */
  purchase: (kind: ItemKind, id: number) =>
    generatePath(kind === 'event' ? paths.purchaseEvent : paths.purchaseVideo, { id: String(id) }),
  /** An order's status page (the provider's continueUrl is the same address, built by the server). */
  orderStatus: (kind: ItemKind, extOrderId: string, error?: number) =>
    withQuery(
      generatePath(kind === 'event' ? paths.orderStatusEvent : paths.orderStatusVideo, { extOrderId }),
      { error },
    ),
  /** The gift purchase page: for one item, or the any-gift. */
  purchaseGift: (item?: { kind: ItemKind; id: number }) =>
    withQuery(paths.purchaseGift, { [GIFT_PRODUCT_PARAM]: item ? `${item.kind}-${item.id}` : undefined }),
  giftStatus: (extOrderId: string) => generatePath(paths.orderStatusGift, { extOrderId }),
} as const;

export type ItemKind = 'event' | 'video';

/** The value of `error` with which the provider's return means a failed payment (spec 1 §2). */
export const PAYMENT_ERROR_CODE = 501;

/** Watch mode's query (spec 1 §2): `ogladaj=true`, and `typ` for the sign-language or audio-described version. */
export const WATCH_PARAM = 'ogladaj';
export const VERSION_PARAM = 'typ';
export const VERSION_VALUES = { sign: 'pjm', described: 'audiodeskrypcja' } as const;
export type WatchVersion = 'standard' | keyof typeof VERSION_VALUES;
export interface WatchQuery {
  watch?: boolean;
  version?: WatchVersion;
}
const watchQuery = (watch?: WatchQuery) =>
  watch
    ? {
        [WATCH_PARAM]: watch.watch ? 'true' : undefined,
        [VERSION_PARAM]:
          watch.version && watch.version !== 'standard' ? VERSION_VALUES[watch.version] : undefined,
      }
    : undefined;

/** The version a `typ` value names; anything else is the standard one. */
export const versionOf = (value: string | null): WatchVersion =>
  value === VERSION_VALUES.sign ? 'sign' : value === VERSION_VALUES.described ? 'described' : 'standard';

/** Navigation state the sign-up page hands to /rejestracja/sukces (which refuses to show without it). */
export const signUpSuccessState = { signedUp: true } as const;

/** Static content slugs linked from the footer (spec 1 §2 footer). */
export const staticSlugs = {
  terms: 'regulamin',
  policy: 'polityka',
  contact: 'kontakt',
  accessibility: 'deklaracjadostepnosci',
  howToBuy: 'jakkupicbilet',
  /** Linked from the group option of the purchase pages (spec 1 §2 "instruction link to a static page"). */
  groupTickets: 'bilety-grupowe',
} as const;

/** Only same-site paths may be used as a redirect or error-page link (no open redirects). */
export const safeInternalPath = (value: string | null | undefined, fallback: string = paths.home): string =>
  value && isSitePath(value) ? value : fallback;
