import type { AccessReason } from '@scena/shared/access/reasons';

/** What can be bought on the purchase pages today (gifts and group tickets come later). */
export type ProductKind = 'event' | 'video';

/**
 * Where a purchase stands for this viewer, decided by the item page's button rule (the catalogue's
 * itemAction, composed in app/pages/PurchaseRoute): the form is shown only when `open`.
 */
export type PurchaseAvailability =
  | { kind: 'open' }
  /** A reason no purchase now can overcome (spec 1 §2 unavailability reasons). */
  | { kind: 'unavailable'; reason: AccessReason }
  /** The viewer holds access already. */
  | { kind: 'held' }
  /** A payment for it is being processed. */
  | { kind: 'processing' };

/** The item a purchase page sells, as the orders feature needs it. */
export interface PurchaseProduct {
  kind: ProductKind;
  id: number;
  /** The price to pay (after a code), PLN. */
  price: number;
  availability: PurchaseAvailability;
  /** The item's own page (watch, or back). */
  itemHref: string;
}
