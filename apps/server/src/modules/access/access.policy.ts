import {
  isAdminRole,
  itemState,
  Role,
  type AccessDecision,
  type AccessReason,
  type AccessSource,
  type ItemAccess,
  type PaymentStatus,
  type RestrictedAccess,
  type TimedItem,
} from '@scena/shared';
import { ageInYears } from './age';
import { EUROPE, countryAllowed, effectiveRestriction, type GeoSettings } from './geo';

/**
 * The one decision (CONTEXT.md): may this viewer watch this item at this instant, until when, and
 * if not, why. Pure: the service loads the facts (the viewer, the item, the viewer's access rows,
 * the settings, the client's country) and this function judges them, so every source × reason
 * pair is a plain unit test (access.policy.test.ts).
 */

export interface AccessViewer {
  id: number;
  role: number;
  birthday: string | null;
  /** The account's country, used when the client's IP has none (local network). */
  country_code: string | null;
  /** An active ban (sessions of banned users end at once; a decision for a stored user checks it too). */
  banned?: boolean;
}

/** What the decision needs to know about an event or a video. */
export interface AccessItem {
  kind: 'event' | 'video';
  id: number;
  timing: TimedItem;
  price_grosze: number;
  age_restriction: number | null;
  restricted_access: RestrictedAccess | null;
  /** Events: the ticket limit (null = unlimited), tickets still for sale, and whether payments are on. */
  available_tickets: number | null;
  tickets_left: number | null;
  enable_tickets: boolean;
  /** The item's own validity in hours (null = the global setting). */
  validity_hours: number | null;
  /** Events: discount codes allowed (`enable_codes`; codes pricing reads it); videos: undefined = allowed. */
  enable_codes?: boolean;
}

/** An access row of the viewer for the item (access_grants: grants now, purchases later). */
export interface AccessHolding {
  id: number;
  source: AccessSource;
  first_played_at: Date | null;
  expiration_date: Date | null;
}

export interface AccessFacts {
  at: Date;
  /** The client's country from its IP (trusted proxies only), null when the IP has none. */
  clientCountry: string | null;
  settings: GeoSettings & { tickets_expiration_time: number };
  holdings: readonly AccessHolding[];
  paymentStatus?: PaymentStatus | null;
}

export interface FullDecision extends AccessDecision {
  countryBlock: boolean;
  /** The access row a playback counts against (null for admin, premium and free). */
  holding: AccessHolding | null;
}

/** Free without taking a ticket: price 0, and for events only when tickets are not limited (spec 3 §6). */
export const isFreeItem = (item: AccessItem): boolean =>
  item.price_grosze === 0 && (item.kind === 'video' || item.available_tickets === null);

/** Validity hours for an item: its own value over the global one; 0 = unlimited (null). */
export const validityHours = (item: AccessItem, globalHours: number): number | null => {
  const hours = item.validity_hours ?? globalHours;
  return hours > 0 ? hours : null;
};

/** When a ticket first played at `start` stops: start + validity, never past the item's own end. */
export const validityEnd = (start: Date, hours: number | null, itemEnd: Date | null): Date | null => {
  const end = hours === null ? null : new Date(start.getTime() + hours * 3_600_000);
  if (!end) return itemEnd;
  return itemEnd && itemEnd < end ? itemEnd : end;
};

const minDate = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a < b ? a : b);

export const decideAccess = (
  viewer: AccessViewer | null,
  item: AccessItem,
  facts: AccessFacts,
): FullDecision => {
  const state = itemState(item.timing, facts.at);
  const no = (reason: AccessReason, extra: Partial<FullDecision> = {}): FullDecision => ({
    allowed: false,
    holds: false,
    source: null,
    until: null,
    reason,
    countryBlock: false,
    holding: null,
    ...extra,
  });
  if (!viewer) return no('sign_in');
  if (viewer.role === Role.DELETED || viewer.banned) return no('account_blocked');
  if (isAdminRole(viewer.role)) {
    return {
      allowed: true,
      holds: true,
      source: 'admin',
      until: null,
      reason: null,
      countryBlock: false,
      holding: null,
    };
  }

  // Which right the viewer holds: the role, a free item, or a row of the access store.
  const live = facts.holdings.filter((h) => !h.expiration_date || h.expiration_date > facts.at);
  // Prefer a row whose validity has not started (it runs longest), then the latest end.
  const holding = [...live].sort((a, b) => rank(b) - rank(a))[0] ?? null;
  const source: AccessSource | null =
    viewer.role === Role.PREMIUM ? 'premium' : isFreeItem(item) ? 'free' : holding ? holding.source : null;
  const holds = source !== null;
  const counted = source === holding?.source ? holding : null;
  // A row's own end once its validity started, or one an administrator set on it before that.
  const until =
    counted?.first_played_at || counted?.expiration_date
      ? minDate(counted.expiration_date, state.ends)
      : state.ends;
  const base = { holds, source, until: holds ? until : null, holding: counted };

  if (state.available === -1) return no(item.kind === 'event' ? 'event_over' : 'video_not_available', base);
  const age = ageInYears(viewer.birthday, facts.at);
  if (item.age_restriction && (age === null || age < item.age_restriction))
    return no('age_restriction', base);
  const restriction = effectiveRestriction(item.restricted_access, facts.settings);
  if (!countryAllowed(restriction, facts.clientCountry ?? viewer.country_code))
    return no('country_blocked', { ...base, countryBlock: true });
  if (!holds) {
    if (facts.holdings.length > 0) return no('expired', base);
    if (item.kind === 'event' && !item.enable_tickets) return no('payments_not_available', base);
    if (item.kind === 'event' && item.tickets_left === 0) return no('no_tickets', base);
    return no('no_access', base);
  }
  // Premium watches before the start too (spec 3 §2.13: "watch … for an admin or premium user").
  if (state.available === 0 && source !== 'premium') return no('not_started', base);
  return { allowed: true, reason: null, countryBlock: false, ...base };
};

/**
 * Everything decideAccess reads of the viewer when they hold no access row for the item: role, ban,
 * age and the country that counts, each only as finely as decisions can tell them apart: the age
 * as how many of the list's age limits (`ageLimits`) it reaches, the country as Poland, elsewhere
 * in Europe, elsewhere or unknown (geo.ts). Two viewers with the same key get the same decision for
 * every item they hold nothing for (the settings come from public data, whose version the caller
 * keys on), so whole lists share those decisions (modules/catalog/viewer-cards.ts).
 */
export const viewerProfileKey = (
  viewer: AccessViewer,
  clientCountry: string | null,
  at: Date,
  ageLimits: readonly number[],
): string => {
  const age = ageInYears(viewer.birthday, at);
  const ageBracket = age === null ? '-' : String(ageLimits.filter((limit) => age >= limit).length);
  const country = (clientCountry ?? viewer.country_code)?.toUpperCase() ?? null;
  const countryBracket = !country ? '-' : country === 'PL' ? 'PL' : EUROPE.has(country) ? 'EU' : 'X';
  return `${viewer.role}|${viewer.banned ? 1 : 0}|${ageBracket}|${countryBracket}`;
};

const rank = (h: AccessHolding): number =>
  !h.first_played_at
    ? Number.MAX_SAFE_INTEGER
    : (h.expiration_date?.getTime() ?? Number.MAX_SAFE_INTEGER - 1);

/** The decision as the item answers carry it (itemAccessFields). */
export const toItemAccess = (
  decision: FullDecision,
  paymentStatus: PaymentStatus | null = null,
): ItemAccess => ({
  access: decision.holds,
  can_watch: decision.allowed,
  access_reason: decision.reason,
  access_source: decision.source,
  countryBlock: decision.countryBlock,
  expiration_date: decision.until ? decision.until.toISOString() : null,
  paymentStatus,
});
