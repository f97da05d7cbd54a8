import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { codes, userCodes, type ActivateCode } from '../codes';

/**
 * The purchase page's code field activates the code as the account page does (CONTEXT.md
 * "Activation"): the guarded `uses < use_limit` increment and the viewer's activation row, in one
 * transaction. purchase-pricing.ts has already checked that the code exists, is live and applies
 * to the item.
 */
export const activateAtPurchase =
  (_ctx: Pick<AppContext, 'db'>): ActivateCode =>
  async (db, userId, normalized) =>
    inTransaction(db, async (tx) => {
      const [code] = await tx
        .update(codes)
        .set({ uses: sql`${codes.uses} + 1`, updated_at: sql`now()` })
        .where(and(eq(sql`upper(${codes.code})`, normalized), lt(codes.uses, codes.use_limit)))
        .returning({ id: codes.id });
      if (!code)
        throw new AppError('VALIDATION', 'codes_pricing.used_up', {
          formError: { code: 'codes_pricing.used_up' },
          type: 'code_used_up',
        });
      const inserted = await tx
        .insert(userCodes)
        .values({ code_id: code.id, user_id: userId })
        .onConflictDoNothing()
        .returning({ id: userCodes.id });
      // Activated meanwhile by the viewer's other request: give the use back, theirs stands.
      if (inserted.length === 0)
        await tx
          .update(codes)
          .set({ uses: sql`${codes.uses} - 1` })
          .where(eq(codes.id, code.id));
    });
