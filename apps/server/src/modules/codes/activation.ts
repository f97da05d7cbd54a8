import { AppError } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { inTransaction, isTransaction } from '../../db/transaction';
import { accessStore, type ItemRef } from '../access';
import { normalizeCode } from './code-text';
import type { CodeRow, UserCodeRow } from './codes.table';
import { userCodesRepository } from './user-codes.repository';

export interface Activation {
  activation: UserCodeRow;
  code: CodeRow;
}

/** The item a code is for; null for an "any product" code. A code whose item was deleted names none. */
export const codeItem = (code: Pick<CodeRow, 'product_type' | 'event_id' | 'video_id'>): ItemRef | null => {
  if (code.product_type === 'event' && code.event_id !== null) return { kind: 'event', id: code.event_id };
  if (code.product_type === 'video' && code.video_id !== null) return { kind: 'video', id: code.video_id };
  return null;
};

/** Gift and group codes for one item are spent at activation: they become access (CONTEXT.md "Spent"). */
const becomesAccess = (code: CodeRow, item: ItemRef | null): item is ItemRef =>
  item !== null && (code.kind === 'gift' || code.kind === 'group');

const refuse = (status: 'NOT_FOUND' | 'CONFLICT', key: string, type: string) =>
  new AppError(status, `codes.error.${key}`, { type, formError: { code: `codes.error.${key}` } });

/** A typed code as read for one viewer: the code (null: no such code) and whether they activated it. */
export type CodeForViewer = { code: CodeRow; activated: boolean } | null;

/**
 * The refusals a read can tell (CONTEXT.md "Activation and removal"), in the order the viewer
 * should hear them: unknown or voided, item deleted, expired, already activated by this viewer,
 * no use left. Returns the code and its item when none applies. Also the code rush's shared
 * question (activation-admission.ts).
 */
export const checkCode = (found: CodeForViewer) => {
  const code = found?.code;
  if (!code || code.voided_at !== null) throw refuse('NOT_FOUND', 'unknown', 'code_unknown');
  const item = codeItem(code);
  if (code.product_type !== 'any' && item === null) throw refuse('NOT_FOUND', 'item_gone', 'code_item_gone');
  if (code.expiration_date !== null && code.expiration_date.getTime() <= Date.now())
    throw refuse('CONFLICT', 'expired', 'code_expired');
  if (found.activated) throw refuse('CONFLICT', 'already_activated', 'code_already_activated');
  if (code.uses >= code.use_limit) throw refuse('CONFLICT', 'used_up', 'code_used_up');
  return { code, item };
};

const readChecks = async (db: DbOrTx, typed: string, userId: number) =>
  checkCode(await userCodesRepository.findByTextFor(db, normalizeCode(typed), userId));

/**
 * Viewer `userId` activates the code they typed (CONTEXT.md "Activation and removal"). Refusals
 * change nothing: an unknown or voided code (404), an expired one, one this viewer already
 * activated, one with no use left, an item code for an item the viewer already holds. Most
 * callers of a rush are refused (900 of 1,000 for a 100-use code): they are answered from reads,
 * never a write; `checked` is that read when the caller already made it (the rush's shared
 * question, activation-admission.ts). A discount or the "any" gift only waits to price a
 * purchase: one statement takes the use and writes the activation (userCodesRepository.activateAlone).
 * An item gift or group code becomes an access row at once, in a transaction (activateInTransaction);
 * so does every activation inside the caller's transaction (the purchase page's), and one whose
 * statement took nothing, to tell why. The guarded update decides in every path: N uses are N
 * activations whatever the concurrency.
 */
export const activateCode = async (
  db: DbOrTx,
  input: { userId: number; code: string },
  checked?: CodeForViewer,
): Promise<Activation> => {
  if (isTransaction(db)) return activateInTransaction(db, input);
  const { code, item } =
    checked === undefined ? await readChecks(db, input.code, input.userId) : checkCode(checked);
  if (!becomesAccess(code, item)) {
    try {
      const done = await userCodesRepository.activateAlone(db, code.id, input.userId);
      if (done) return { activation: done.activation, code: { ...code, uses: done.uses } };
    } catch (error) {
      // The same viewer twice at once: the unique (code_id, user_id) failed the whole statement.
      if (uniqueViolation(error)) throw refuse('CONFLICT', 'already_activated', 'code_already_activated');
      throw error;
    }
  }
  return inTransaction(db, (tx) => activateInTransaction(tx, input));
};

/** The activation inside a transaction: everything read again; the guarded update decides. */
const activateInTransaction = async (
  tx: DbOrTx,
  input: { userId: number; code: string },
): Promise<Activation> => {
  const { code, item } = await readChecks(tx, input.code, input.userId);
  const access = becomesAccess(code, item);
  if (access) {
    const now = Date.now();
    const held = await accessStore.holdingsFor(tx, input.userId, [item]);
    if (held.some((row) => row.expiration_date === null || row.expiration_date.getTime() > now))
      throw refuse('CONFLICT', 'has_access', 'code_has_access');
  }
  if (!(await userCodesRepository.takeUse(tx, code.id))) throw refuse('CONFLICT', 'used_up', 'code_used_up');
  const grant = access
    ? await accessStore.grantForCode(tx, input.userId, item, code.kind === 'gift' ? 'gift' : 'group_ticket')
    : null;
  const activation = await userCodesRepository.insertActivation(tx, {
    code_id: code.id,
    user_id: input.userId,
    ...(grant ? { used: true, usage_date: new Date(), access_id: grant.id } : {}),
  });
  // The same viewer twice at once: the unique (code_id, user_id) lets one in; throwing rolls the use back.
  if (!activation) throw refuse('CONFLICT', 'already_activated', 'code_already_activated');
  return { activation, code: { ...code, uses: code.uses + 1 } };
};
