import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codes, userCodes } from './codes.table';

/** An activation as pricing sees it: the code's terms and the activation's own state. */
export interface PricingActivation {
  /** user_codes.id */
  id: number;
  userId: number;
  activatedAt: Date;
  code: string;
  kind: 'discount' | 'gift' | 'group';
  discount_percent: number | null;
  discount_cash: number | null;
  product_type: 'any' | 'event' | 'video';
  event_id: number | null;
  video_id: number | null;
}

const columns = {
  id: userCodes.id,
  userId: userCodes.user_id,
  activatedAt: userCodes.activated_at,
  code: codes.code,
  kind: codes.kind,
  discount_percent: codes.discount_percent,
  discount_cash: codes.discount_cash,
  product_type: codes.product_type,
  event_id: codes.event_id,
  video_id: codes.video_id,
};

/** Unexpired and not voided: the code itself may still price something. */
const codeLive = () =>
  and(isNull(codes.voided_at), or(isNull(codes.expiration_date), gt(codes.expiration_date, sql`now()`)));
/** Unspent, not attached to an open order, and not turned into access (an item gift or group code). */
const activationFree = () =>
  and(eq(userCodes.used, false), isNull(userCodes.order_id), isNull(userCodes.access_id));

export const codePricingRepository = {
  /**
   * The activations that may price a purchase, of several viewers at once (the lists' batched
   * facts): ONE statement on user_codes_user_idx, earliest first (the tie rule).
   */
  async usableOf(db: DbOrTx, userIds: readonly number[]): Promise<PricingActivation[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .select(columns)
      .from(userCodes)
      .innerJoin(codes, eq(codes.id, userCodes.code_id))
      .where(and(inArray(userCodes.user_id, [...userIds]), activationFree(), codeLive()))
      .orderBy(asc(userCodes.activated_at), asc(userCodes.id));
    return rows as PricingActivation[];
  },

  /** The code typed on the purchase page (trimmed, any case) and the viewer's activation of it, if any. */
  async typed(
    db: DbOrTx,
    userId: number,
    normalized: string,
  ): Promise<{
    code: Omit<PricingActivation, 'id' | 'userId' | 'activatedAt'> & { live: boolean };
    activation: { id: number; activatedAt: Date; free: boolean } | null;
  } | null> {
    const [row] = await db
      .select({
        ...columns,
        id: userCodes.id,
        live: sql<boolean>`${codeLive()}`,
        free: sql<boolean>`coalesce(${activationFree()}, false)`,
      })
      .from(codes)
      .leftJoin(userCodes, and(eq(userCodes.code_id, codes.id), eq(userCodes.user_id, userId)))
      .where(eq(sql`upper(${codes.code})`, normalized))
      .limit(1);
    if (!row) return null;
    const { id, userId: _user, activatedAt, live, free, ...code } = row;
    return {
      code: { ...(code as Omit<PricingActivation, 'id' | 'userId' | 'activatedAt'>), live: live === true },
      activation: id === null ? null : { id, activatedAt: activatedAt!, free: free === true },
    };
  },

  /**
   * Attaches the activation to the order it priced, guarded: only an activation still free (not
   * spent, not attached to another open order) is taken. Inside the purchase's transaction; the row
   * lock makes a second purchase racing for the same activation wait and then find it taken.
   */
  async attach(db: DbOrTx, activationId: number, orderId: number): Promise<boolean> {
    const rows = await db
      .update(userCodes)
      .set({ order_id: orderId })
      .where(and(eq(userCodes.id, activationId), activationFree()))
      .returning({ id: userCodes.id });
    return rows.length === 1;
  },
};
