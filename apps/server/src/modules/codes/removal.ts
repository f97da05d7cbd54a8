import { AppError } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { userCodesRepository } from './user-codes.repository';

/**
 * The viewer removes their activation of a code (CONTEXT.md "Activation"): only an unspent one
 * (not used, held by no order), and its use goes back to the code in the same transaction. The
 * delete's own conditions decide, so an order taking the activation at the same moment either
 * comes first (refused here) or finds it gone.
 */
export const removeActivation = (db: DbOrTx, input: { userId: number; codeId: number }): Promise<void> =>
  inTransaction(db, async (tx) => {
    if (await userCodesRepository.removeUnspent(tx, input.userId, input.codeId)) {
      await userCodesRepository.giveUseBack(tx, input.codeId);
      return;
    }
    const activation = await userCodesRepository.findActivation(tx, input.codeId, input.userId);
    if (!activation) throw new AppError('NOT_FOUND', 'codes.error.not_found', { type: 'code_not_found' });
    if (activation.used)
      throw new AppError('CONFLICT', 'codes.error.used_not_removable', { type: 'code_used' });
    throw new AppError('CONFLICT', 'codes.error.in_order', { type: 'code_in_order' });
  });
