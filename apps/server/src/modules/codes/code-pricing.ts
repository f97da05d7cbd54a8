import { discountedPrice } from '@scena/shared/codes/pricing';
import type { DbOrTx } from '../../db/client';
import type { PricingActivation } from './code-pricing.repository';

/**
 * Which code prices a purchase (CONTEXT.md "Which code prices a purchase") and the price it makes.
 * Pure: the reads are code-pricing.repository.ts's (one statement for a viewer's usable
 * activations), the price rule is the shared one (packages/shared/src/codes/pricing.ts), so the
 * item answers, the cards and the purchase all say the same.
 */

/** The item being priced: its kind and id, its price in grosze, and (events) whether codes are allowed. */
export interface PricedItem {
  kind: 'event' | 'video';
  id: number;
  price_grosze: number;
  /** Events' `enable_codes`; videos always allow codes (undefined = allowed). */
  enable_codes?: boolean;
}

export interface CodePrice {
  /** What the viewer pays, in grosze. */
  price: number;
  activation: PricingActivation;
}

type Terms = Pick<
  PricingActivation,
  'kind' | 'product_type' | 'event_id' | 'video_id' | 'discount_percent' | 'discount_cash'
>;

/**
 * Whether a code's terms apply to the item: a code for any product, or for exactly this event or
 * video. An event with `enable_codes` off ignores discount codes; gift and group codes were paid
 * for and still apply.
 */
export const codeAppliesTo = (code: Terms, item: PricedItem): boolean => {
  if (code.kind === 'discount' && item.kind === 'event' && item.enable_codes === false) return false;
  if (code.product_type === 'any') return true;
  if (code.product_type === 'event') return item.kind === 'event' && code.event_id === item.id;
  return item.kind === 'video' && code.video_id === item.id;
};

/**
 * The viewer's best activation for the item: the lowest price, the earliest activation on a tie
 * (`activations` come earliest first). Null when none applies, or the item is free already (a code
 * is never spent on a 0 zł item).
 */
export const bestCodePrice = (
  activations: readonly PricingActivation[],
  item: PricedItem,
): CodePrice | null => {
  if (item.price_grosze <= 0) return null;
  let best: CodePrice | null = null;
  for (const activation of activations) {
    if (!codeAppliesTo(activation, item)) continue;
    const price = discountedPrice(item.price_grosze, activation);
    if (!best || price < best.price) best = { price, activation };
  }
  return best;
};

/**
 * What the catalogue reads of codes (a port, AppContext's `codePrices`, set in app.ts): the
 * viewers' usable activations and the rule choosing among them. The catalogue names only these
 * types, so codes, whose tables reference the catalogue's, never sits in a cycle with it.
 */
export interface CodePricesSource {
  usableOf(db: DbOrTx, userIds: readonly number[]): Promise<PricingActivation[]>;
  best(activations: readonly PricingActivation[], item: PricedItem): CodePrice | null;
}
