import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '@scena/shared';
import type { AppContext } from '../src/context';
import { inTransaction } from '../src/db/transaction';
import {
  applyOrderStatus,
  newExtOrderId,
  orders,
  ordersRepository,
  type OrderRow,
} from '../src/modules/orders';
import { codes } from '../src/modules/codes';
import type { UserRow } from '../src/modules/users';

export interface CodeOrderSeed {
  kind: 'gift' | 'group_ticket';
  item?: { kind: 'event' | 'video'; id: number } | null;
  quantity?: number;
  /** Grosze. */
  amount?: number;
  /** Where the lifecycle takes it: COMPLETED creates the codes; REFUNDED and CANCELED void them again. */
  status?: 'PENDING' | 'WAITING_FOR_CONFIRMATION' | 'COMPLETED' | 'REFUNDED' | 'CANCELED';
  /** When it was placed (and, unless `updatedAt`, last changed). */
  at?: Date;
  updatedAt?: Date;
  values?: Partial<OrderRow>;
}

const move = (ctx: AppContext, id: number, to: PaymentStatus, cause: 'payment' | 'admin') =>
  inTransaction(ctx.db, (tx) =>
    applyOrderStatus(tx, id, { to, cause, actor: cause === 'admin' ? 'admin' : 'provider' }),
  );

/**
 * A gift or group order with the real lifecycle: inserted through the orders repository as a
 * registered payment (PENDING), then moved by `applyOrderStatus` (COMPLETED creates its codes, a
 * refund or cancellation voids the unused ones). Only the placing instant is set afterwards.
 */
export const seedCodeOrder = async (
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email'>,
  seed: CodeOrderSeed,
): Promise<OrderRow> => {
  const item = seed.item ?? null;
  const order = await ordersRepository.insert(ctx.db, {
    ext_order_id: newExtOrderId(),
    product_type: seed.kind,
    provider: 'payu',
    provider_order_id: `PAYU${randomBytes(8).toString('hex').toUpperCase()}`,
    user_id: user.id,
    event_id: item?.kind === 'event' ? item.id : null,
    video_id: item?.kind === 'video' ? item.id : null,
    title: seed.kind === 'gift' ? 'Prezent: Wesele' : 'Bilet grupowy: Wesele',
    firstname: 'Jan',
    lastname: 'Kowalski',
    email: user.email,
    country: 'PL',
    customer_ip: '10.0.0.1',
    amount: seed.amount ?? 5000,
    quantity: seed.quantity ?? 1,
    status: 'PENDING',
    ...seed.values,
  });
  const status = seed.status ?? 'COMPLETED';
  if (status === 'WAITING_FOR_CONFIRMATION' || status === 'CANCELED')
    await move(ctx, order.id, status, 'payment');
  if (status === 'COMPLETED' || status === 'REFUNDED') await move(ctx, order.id, 'COMPLETED', 'payment');
  if (status === 'REFUNDED') await move(ctx, order.id, 'REFUNDED', 'admin');
  const at = seed.at ?? new Date();
  const [row] = await ctx.db
    .update(orders)
    .set({ created_at: at, updated_at: seed.updatedAt ?? at })
    .where(eq(orders.id, order.id))
    .returning();
  return row!;
};

/** An order's codes as stored, oldest first. */
export const codesOf = (ctx: AppContext, orderId: number) =>
  ctx.db.select().from(codes).where(eq(codes.order_id, orderId)).orderBy(codes.id);
