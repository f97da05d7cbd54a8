/** Codes: discount, gift and group codes (CONTEXT.md). Other modules, app.ts and jobs use only what is exported here. */

export { codes, userCodes, type CodeRow, type UserCodeRow } from './codes.table';
export { applyCodeEffects } from './order-effects';
export { newCodeText, normalizeCode, GENERATED_CODE_LENGTH } from './code-text';
// The panel's gift and group order lists (modules/code-orders) and the order lifecycle read the orders' codes here.
export { orderCodesRepository, type OrderCode } from './order-codes.repository';
export {
  bestCodePrice,
  codeAppliesTo,
  type CodePrice,
  type PricedItem,
  type CodePricesSource,
} from './code-pricing';
export { codePricingRepository, type PricingActivation } from './code-pricing.repository';
export { createPurchasePricing, codeInUse, type PurchasePrice } from './purchase-pricing';
export { viewerCodePrices } from './viewer-code-prices';
export { codesAdminRoutes } from './codes-admin.routes';
export { activateCode, codeItem, type Activation } from './activation';
export { userCodesRoutes } from './user-codes.routes';
