/** Codes: discount, gift and group codes (CONTEXT.md). Other modules, app.ts and jobs use only what is exported here. */

export { codes, userCodes, type CodeRow, type UserCodeRow } from './codes.table';
export { applyCodeEffects, activatedCodeCount, codesOfOrder } from './order-effects';
export { newCodeText, normalizeCode, GENERATED_CODE_LENGTH } from './code-text';
// The panel's gift and group order lists (modules/code-orders) read the orders' codes here.
export { orderCodesRepository, type OrderCode } from './order-codes.repository';
export { activateCode, codeItem, type Activation } from './activation';
export { userCodesRoutes } from './user-codes.routes';
