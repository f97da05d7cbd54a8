/** Codes: discount, gift and group codes (CONTEXT.md). Other modules, app.ts and jobs use only what is exported here. */

export { codes, userCodes, type CodeRow, type UserCodeRow } from './codes.table';
export { applyCodeEffects, activatedCodeCount, codesOfOrder } from './order-effects';
export { newCodeText, normalizeCode, GENERATED_CODE_LENGTH } from './code-text';
export { activateCode, codeItem, type Activation } from './activation';
export { userCodesRoutes } from './user-codes.routes';
