import { AppError } from '@scena/shared';
import { discountedPrice } from '@scena/shared/codes/pricing';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { createBatcher } from '../../lib/batch';
import { groupBy } from '../../lib/group-by';
import { bestCodePrice, codeAppliesTo, type PricedItem } from './code-pricing';
import { codePricingRepository, type PricingActivation } from './code-pricing.repository';
import { normalizeCode } from './code-text';
import { activateCode } from './activation';

/** The price a purchase charges and the activation that made it (null: the item's own price). */
export interface PurchasePrice {
  price: number;
  activation: { id: number; code: string } | null;
}

const refuse = (key: string) =>
  new AppError('VALIDATION', key, { formError: { code: key }, type: `code_${key.split('.').pop()}` });

/**
 * What a purchase of `item` by the viewer costs (CONTEXT.md "Which code prices a purchase"): the
 * code typed on the purchase page, else the viewer's best usable activation. A typed code is
 * checked against the item before it is activated, so a code that does not apply stores nothing
 * (400 on the field, 'not for this item'); a typed code the viewer has not activated yet is
 * activated here by `activateCode` (the account page's rules, limits and messages). An item gift
 * or group code becomes access at activation: the purchase then answers that the viewer holds it.
 */
const priceForPurchase = async (
  db: DbOrTx,
  userId: number,
  item: PricedItem,
  typed: string | null,
  /** The viewer's usable activations (read together with other buyers': createPurchasePricing). */
  usableOf: (userId: number) => Promise<PricingActivation[]>,
): Promise<PurchasePrice> => {
  const own = { price: item.price_grosze, activation: null };
  if (typed === null || normalizeCode(typed) === '') {
    if (item.price_grosze <= 0) return own;
    const best = bestCodePrice(await usableOf(userId), item);
    return best
      ? { price: best.price, activation: { id: best.activation.id, code: best.activation.code } }
      : own;
  }
  const normalized = normalizeCode(typed);
  if (normalized.length > 30) throw refuse('codes_pricing.too_long');
  let found = await codePricingRepository.typed(db, userId, normalized);
  if (!found) throw refuse('codes.error.unknown');
  if (!codeAppliesTo(found.code, item) || item.price_grosze <= 0) throw refuse('codes_pricing.not_for_item');
  if (!found.code.live) throw refuse('codes.error.expired');
  if (found.activation && !found.activation.free) throw refuse('codes_pricing.used');
  if (!found.activation) {
    const made = await activateCode(db, { userId, code: normalized });
    if (made.activation.access_id !== null)
      throw new AppError('CONFLICT', 'codes_pricing.has_access_now', { type: 'already_has_access' });
    found = await codePricingRepository.typed(db, userId, normalized);
    if (!found?.activation?.free) throw refuse('codes_pricing.used');
  }
  return {
    price: discountedPrice(item.price_grosze, found.code),
    activation: { id: found.activation.id, code: found.code.code },
  };
};

/**
 * priceForPurchase for one process's purchases: the usable activations of the buyers pricing at
 * that moment are read in one statement (lib/batch.ts; the ticket rush's placements at the gate).
 */
export const createPurchasePricing = (ctx: Pick<AppContext, 'db' | 'config'>) => {
  const usable = createBatcher(async (_key: 'usable', userIds: number[]) => {
    return groupBy(await codePricingRepository.usableOf(ctx.db, userIds), (row) => row.userId);
  }, ctx.config);
  return (userId: number, item: PricedItem, typed: string | null) =>
    priceForPurchase(ctx.db, userId, item, typed, async (id) => (await usable('usable', id)) ?? []);
};

/** The activation was taken by another open order meanwhile (the guarded attach found it taken). */
export const codeInUse = () =>
  new AppError('CONFLICT', 'codes_pricing.in_use', {
    type: 'code_in_use',
    formError: { code: 'codes_pricing.in_use' },
  });
