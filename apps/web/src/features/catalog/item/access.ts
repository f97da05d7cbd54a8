import type { CatalogEvent, Video } from '@scena/shared/catalog.contract';

/**
 * ADAPTER over the server's access decision (issue 7 item 1, branch `access`). The item pages
 * read access only through `itemAccess`, so switching to the shared contract's fields is one
 * edit here. Until that contract lands, the one signal the answers carry is that media fields
 * are sent only to callers allowed to watch.
 */

/** Order and payment status (spec 1 §4). */
export type PaymentStatus =
  | 'NOT_STARTED'
  | 'UNDEFINED'
  | 'PENDING'
  | 'WAITING_FOR_CONFIRMATION'
  | 'COMPLETED'
  | 'CANCELED'
  | 'REFUNDED'
  | 'WAITING_FOR_REFUND';

/** Why an item may not be watched (spec 1 §2 unavailability reasons). */
export type AccessReason = 'age' | 'country' | 'not_available' | 'payments_unavailable' | 'no_tickets' | 'ended' | 'no_gift';

export interface ItemAccess {
  /** The viewer may watch (when the item is available). */
  allowed: boolean;
  /** Access ends then (ISO), null when unlimited or unknown. */
  until: string | null;
  reason: AccessReason | null;
  paymentStatus: PaymentStatus | null;
  /** The price after the viewer's code, and that code (spec 1 §3 newPrice, usedCode). */
  newPrice: number | null;
  usedCode: string | null;
}

export type CatalogItem = { kind: 'event'; item: CatalogEvent } | { kind: 'video'; item: Video };

export const itemAccess = ({ item }: CatalogItem): ItemAccess => ({
  allowed: item.video_link !== undefined && item.video_link !== null,
  until: null,
  reason: null,
  paymentStatus: null,
  newPrice: null,
  usedCode: null,
});

/** The base price of an item. */
export const itemPrice = (entry: CatalogItem): number => (entry.kind === 'event' ? entry.item.event_price : entry.item.video_price);
