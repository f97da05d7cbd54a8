import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/context';
import { codes, newCodeText, userCodes, type CodeRow, type UserCodeRow } from '../src/modules/codes';

/**
 * A code inserted straight into the database, and a viewer's activation of it (set-up for pricing
 * and purchase tests; the panel and the account page make them for real). A discount of 25 % for
 * any product, 10 uses, no expiry, unless told.
 */
export const insertCode = async (ctx: AppContext, values: Partial<CodeRow> = {}): Promise<CodeRow> => {
  const cash = values.discount_cash !== undefined && values.discount_cash !== null;
  const [row] = await ctx.db
    .insert(codes)
    .values({
      code: newCodeText(),
      kind: 'discount',
      discount_percent: cash ? null : 25,
      product_type: 'any',
      use_limit: 10,
      ...values,
    })
    .returning();
  return row!;
};

/** The viewer's activation of the code (its use counted, as activation does). */
export const activate = async (
  ctx: AppContext,
  userId: number,
  code: CodeRow,
  values: Partial<UserCodeRow> = {},
): Promise<UserCodeRow> => {
  await ctx.db
    .update(codes)
    .set({ uses: code.uses + 1 })
    .where(eq(codes.id, code.id));
  const [row] = await ctx.db
    .insert(userCodes)
    .values({ code_id: code.id, user_id: userId, ...values })
    .returning();
  return row!;
};

export const activationOf = async (ctx: AppContext, id: number) =>
  (await ctx.db.select().from(userCodes).where(eq(userCodes.id, id)))[0]!;
