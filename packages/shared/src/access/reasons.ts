/**
 * The words of an access decision (spec 1 §2, §5, §8; one vocabulary: the server decides, the web shows why), shared by the server
 * (which decides) and the web (which shows why). Pure, no zod.
 */

/**
 * Why a viewer may not watch an item now. The first seven are the spec's unavailability reasons
 * (spec 1 §2, purchase page); the rest name the other cases a page must tell apart:
 * - not_started: the viewer holds access but the item is not watchable yet (countdown);
 * - no_access: the item must be bought (or granted) first: show the price and the buy button;
 * - expired: the ticket's validity (hours from the first playback) has run out;
 * - sign_in: a guest (public preview);
 * - account_blocked: banned or deleted account.
 */
export const ACCESS_REASONS = [
  'age_restriction',
  'country_blocked',
  'video_not_available',
  'payments_not_available',
  'no_tickets',
  'event_over',
  'no_gift_available',
  'not_started',
  'no_access',
  'expired',
  'sign_in',
  'account_blocked',
] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

/**
 * Where a viewer's access comes from. admin and premium come from the role, free from a price of 0
 * (events: only while no limited tickets remain, spec 3 §6), grant from an access row an
 * administrator gave. Purchases (order), codes, gifts and group tickets add their own sources
 * later, all as rows of the same access store.
 */
export const ACCESS_SOURCES = [
  'admin',
  'premium',
  'free',
  'grant',
  'order',
  'code',
  'gift',
  'group_ticket',
] as const;
export type AccessSource = (typeof ACCESS_SOURCES)[number];

/** The viewer's decision for one item at one instant: what `decideAccess` answers. */
export interface AccessDecision {
  /** May watch now: the media fields are sent exactly when this is true. */
  allowed: boolean;
  /** Holds a right to the item (any source), whatever the clock, country or age say (spec's `access`). */
  holds: boolean;
  source: AccessSource | null;
  /** When the access ends (validity from the first playback, capped at the item's end); null = no end. */
  until: Date | null;
  /** Why not allowed; null when allowed. */
  reason: AccessReason | null;
}

/** The catalogue key of a reason's message (pl/en in i18n/access.ts). */
export const accessReasonKey = (reason: AccessReason) => `access.reason.${reason}` as const;

/** Reasons that the spec's purchase page shows instead of the buy button (spec 1 §2). */
export const PURCHASE_BLOCKING_REASONS: readonly AccessReason[] = [
  'age_restriction',
  'country_blocked',
  'video_not_available',
  'payments_not_available',
  'no_tickets',
  'event_over',
  'account_blocked',
];

/** The three versions of a stream (spec 1 §2): the query value `typ` of watch mode. */
export const PLAYBACK_VERSIONS = ['standard', 'pjm', 'audiodeskrypcja'] as const;
export type PlaybackVersion = (typeof PLAYBACK_VERSIONS)[number];
