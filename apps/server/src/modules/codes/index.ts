/** Codes: discount, gift and group codes (CONTEXT.md). Other modules, app.ts and jobs use only what is exported here. */

export { codes, userCodes, type CodeRow, type UserCodeRow } from './codes.table';
export { applyCodeEffects } from './order-effects';
export { newCodeText, normalizeCode, GENERATED_CODE_LENGTH } from './code-text';
export {
  bestCodePrice,
  codeAppliesTo,
  type CodePrice,
  type PricedItem,
  type CodePricesSource,
} from './code-pricing';
export { codePricingRepository, type PricingActivation } from './code-pricing.repository';
export { priceForPurchase, codeInUse, type PurchasePrice, type ActivateCode } from './purchase-pricing';
export { viewerCodePrices } from './viewer-code-prices';
export { codesAdminRoutes } from './codes-admin.routes';
