import type { CodePricesSource } from './code-pricing';
import { bestCodePrice } from './code-pricing';
import { codePricingRepository } from './code-pricing.repository';

/** codes' implementation of the catalogue's port (AppContext `codePrices`). */
export const viewerCodePrices: CodePricesSource = {
  usableOf: (db, userIds) => codePricingRepository.usableOf(db, userIds),
  best: bestCodePrice,
};
