import type { Availability } from '@scena/shared/time';
import type { AccessReason, ItemAccess, PaymentStatus } from './access';

/**
 * Which button an item shows (spec 1 §2 buy button states, §5 watch button rules; spec 3 §2.13
 * home cards), as one pure function so the item page and the home cards agree.
 */
export type Audience = 'guest' | 'viewer' | 'privileged';

export type ItemAction =
  /** A guest: sign in first, then come back to the item's page. */
  | { kind: 'sign_in' }
  /** Allowed and on now: turn watch mode on. */
  | { kind: 'watch' }
  /** Allowed, not on yet: "you have access", the countdown runs until it starts. */
  | { kind: 'access' }
  /** The item is over (availability -1): no buy button. */
  | { kind: 'ended' }
  /** A payment is being processed (PENDING, WAITING_FOR_CONFIRMATION): a disabled button. */
  | { kind: 'processing' }
  /** Not allowed for a reason buying cannot change (age, country): the buy button is blocked. */
  | { kind: 'blocked'; reason: AccessReason }
  /**
   * Needs payment: buy, get access (free with tickets left) or use code (a code brings the price
   * to 0). `reason` when it cannot be bought now; `available` false until buying exists.
   */
  | { kind: 'buy' | 'get_access' | 'use_code'; reason: AccessReason | null };

const PROCESSING: readonly PaymentStatus[] = ['PENDING', 'WAITING_FOR_CONFIRMATION'];
/** Reasons that no purchase removes. */
const PERSONAL: readonly AccessReason[] = ['age', 'country'];

export interface ActionInput {
  audience: Audience;
  access: ItemAccess;
  available: Availability;
  price: number;
}

export const itemAction = ({ audience, access, available, price }: ActionInput): ItemAction => {
  if (audience === 'guest') return available === -1 ? { kind: 'ended' } : { kind: 'sign_in' };
  if (available === -1) return { kind: 'ended' };
  if (access.reason && PERSONAL.includes(access.reason)) return { kind: 'blocked', reason: access.reason };
  if (access.allowed || audience === 'privileged') return available === 1 ? { kind: 'watch' } : { kind: 'access' };
  if (access.paymentStatus && PROCESSING.includes(access.paymentStatus)) return { kind: 'processing' };
  if (access.usedCode && access.newPrice === 0) return { kind: 'use_code', reason: access.reason };
  if (price === 0) return { kind: 'get_access', reason: access.reason };
  return { kind: 'buy', reason: access.reason };
};
