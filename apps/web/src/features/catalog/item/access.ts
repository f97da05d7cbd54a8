import type { CatalogEvent, CatalogEventCard, CatalogVideoCard, Video } from '@scena/shared/catalog.contract';
import type { AccessReason, AccessSource } from '@scena/shared/access/reasons';
import type { PaymentStatus } from '@scena/shared/access.contract';

/**
 * What the item pages and cards read of the server's access decision (itemAccessFields on every
 * event and video answer, packages/shared/src/access.contract.ts), in one place.
 */
export interface ItemAccess {
  /** May watch now (the media fields are in the answer exactly then). */
  canWatch: boolean;
  /** Holds a right to the item, whatever the clock says. */
  holds: boolean;
  source: AccessSource | null;
  /** Access ends then (ISO); null when unlimited or none. */
  until: string | null;
  reason: AccessReason | null;
  paymentStatus: PaymentStatus | null;
  /**
   * The price after the viewer's code and that code (spec 1 §3 newPrice, usedCode; the server's
   * codes pricing, the rule in packages/shared/src/codes/pricing.ts); null when no code applies.
   */
  newPrice: number | null;
  usedCode: string | null;
}

export type CatalogItem = { kind: 'event'; item: CatalogEvent } | { kind: 'video'; item: Video };
/** An item as a list carries it (a card, cards.contract.ts); a CatalogItem is one too. */
export type CatalogCardItem =
  { kind: 'event'; item: CatalogEventCard } | { kind: 'video'; item: CatalogVideoCard };

export const itemAccess = ({ item }: CatalogCardItem): ItemAccess => ({
  canWatch: item.can_watch,
  holds: item.access,
  source: item.access_source,
  until: item.expiration_date,
  reason: item.access_reason,
  paymentStatus: item.paymentStatus,
  newPrice: item.newPrice ?? null,
  usedCode: item.usedCode ?? null,
});

/** The base price of an item. */
export const itemPrice = (entry: CatalogCardItem): number =>
  entry.kind === 'event' ? entry.item.event_price : entry.item.video_price;
