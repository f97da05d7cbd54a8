import type { Availability } from '@scena/shared/time';
import { PURCHASE_BLOCKING_REASONS, type AccessReason } from '@scena/shared/access/reasons';
import type { ItemAccess } from './access';

/**
 * Which button an item shows (spec 1 §2 buy button states, §5 watch button rules; spec 3 §2.13
 * home cards), as one pure function so the item page and the home cards agree. Who may watch is
 * the server's decision (admins and premium users hold access through their role); this only
 * turns it into a button.
 */
export type ItemAction =
  /** A guest: sign in first, then come back to the item's page. */
  | { kind: 'sign_in' }
  /** May watch now: turn watch mode on. */
  | { kind: 'watch' }
  /** Holds access, not on yet: "you have access", the countdown runs until it starts. */
  | { kind: 'access' }
  /** The item is over (availability -1): no buy button. */
  | { kind: 'ended' }
  /** A payment is being processed (PENDING, WAITING_FOR_CONFIRMATION): a disabled button. */
  | { kind: 'processing' }
  /** Not allowed for a reason no purchase changes (age, country, a blocked account): the buy button is blocked. */
  | { kind: 'blocked'; reason: AccessReason }
  /**
   * Needs payment: buy, get access (free with tickets left) or use code (a code brings the price
   * to 0). Without a reason the button leads to the purchase page; with one (no tickets, payments
   * off, not available) it is disabled and says why.
   */
  | { kind: 'buy' | 'get_access' | 'use_code'; reason: AccessReason | null };

// The same list as PROCESSING_STATUSES of @scena/shared/orders/status, which imports zod (through
// access.contract): the home cards use this file, and the first page loads no zod (actions.test.ts
// checks they agree).
const PROCESSING: readonly string[] = ['PENDING', 'WAITING_FOR_CONFIRMATION'];
const PERSONAL: readonly AccessReason[] = ['age_restriction', 'country_blocked', 'account_blocked'];

export interface ActionInput {
  guest: boolean;
  access: ItemAccess;
  available: Availability;
  price: number;
}

export const itemAction = ({ guest, access, available, price }: ActionInput): ItemAction => {
  if (available === -1) return { kind: 'ended' };
  if (guest) return { kind: 'sign_in' };
  if (access.reason && PERSONAL.includes(access.reason)) return { kind: 'blocked', reason: access.reason };
  if (access.canWatch) return available === 1 ? { kind: 'watch' } : { kind: 'access' };
  if (access.holds && access.reason !== 'expired') return { kind: 'access' };
  if (access.paymentStatus && PROCESSING.includes(access.paymentStatus)) return { kind: 'processing' };
  // Other reasons ("buy first", an expired ticket) are what buying solves: the button is offered.
  const reason = access.reason && PURCHASE_BLOCKING_REASONS.includes(access.reason) ? access.reason : null;
  if (access.usedCode && access.newPrice === 0) return { kind: 'use_code', reason };
  if (price === 0) return { kind: 'get_access', reason };
  return { kind: 'buy', reason };
};
