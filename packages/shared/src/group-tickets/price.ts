import type { GroupTicketConfig } from './config';

/**
 * The group price (spec 1 §9), shared by the server (what the buyer pays) and the web (what the
 * page shows): unit price × quantity; with `one_free` one unit less; then the discount percent off,
 * rounded to the grosz. `original` is the price without either (shown struck through when different).
 */
export const groupTicketPrice = (
  unitGrosze: number,
  quantity: number,
  config: Pick<GroupTicketConfig, 'one_free' | 'discount'>,
): { original: number; total: number } => {
  const original = unitGrosze * quantity;
  const paidUnits = Math.max(0, quantity - (config.one_free ? 1 : 0));
  const total = Math.round((unitGrosze * paidUnits * (100 - config.discount)) / 100);
  return { original, total };
};

/** `productSlug` of a group order: 'event-{id}-{quantity}' / 'video-{id}-{quantity}'. */
export const GROUP_PRODUCT_SLUG = /^(event|video)-([1-9]\d{0,9})-([1-9]\d{0,4})$/;

export const parseGroupProductSlug = (
  slug: string,
): { kind: 'event' | 'video'; id: number; quantity: number } | null => {
  const match = GROUP_PRODUCT_SLUG.exec(slug);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  return { kind: match[1] as 'event' | 'video', id, quantity: Number(match[3]) };
};
