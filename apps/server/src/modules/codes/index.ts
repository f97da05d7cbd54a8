/** Codes: discount, gift and group codes (CONTEXT.md). Other modules, app.ts and jobs use only what is exported here. */

export { codes, userCodes, type CodeRow, type UserCodeRow } from './codes.table';
export { applyCodeEffects } from './order-effects';
export { newCodeText, normalizeCode, GENERATED_CODE_LENGTH } from './code-text';
export { codesAdminRoutes } from './codes-admin.routes';
