import { fromGrosze, type PaymentStatus } from '@scena/shared';
import type { CodeOrderKind, CodeOrderRow } from '@scena/shared/code-orders.contract';
import type { DbOrTx } from '../../db/client';
import { orderCodesRepository } from '../codes';
import { boxOfficeRepository, type OrderRow } from '../orders';

/** 'event-{id}' / 'video-{id}' (spec 3 §3 product_slug); null: the gift for any item, or a deleted item. */
const productSlug = (row: OrderRow): string | null =>
  row.event_id !== null ? `event-${row.event_id}` : row.video_id !== null ? `video-${row.video_id}` : null;

/**
 * Gift and group order rows → the lists' rows (spec 3 §3 Order row): the buyer, country and IP,
 * both numbers, amount and what was refunded, the ticket count, status, dates and the codes with
 * who activated each. Two statements per page, whatever its size.
 */
export const presentCodeOrderRows = async (
  db: DbOrTx,
  rows: readonly OrderRow[],
): Promise<CodeOrderRow[]> => {
  const ids = rows.map((row) => row.id);
  const [codesByOrder, refunded] = await Promise.all([
    orderCodesRepository.codesOfOrders(db, ids),
    boxOfficeRepository.refundedSums(db, ids),
  ]);
  return rows.map((row) => {
    const codes = codesByOrder.get(row.id) ?? [];
    return {
      id: row.id,
      extOrderId: row.ext_order_id,
      orderId: row.provider_order_id,
      productType: row.product_type as CodeOrderKind,
      product_slug: productSlug(row),
      event_id: row.event_id,
      video_id: row.video_id,
      description: row.title,
      userId: row.user_id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      country: row.country,
      customer_ip: row.customer_ip,
      amount: fromGrosze(row.amount),
      refunded: fromGrosze(refunded.get(row.id) ?? 0),
      product_quantity: row.quantity,
      one_free: row.one_free,
      status: row.status as PaymentStatus,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      numberOfUses: codes.filter((code) => code.usage !== null).length,
      codes: codes.map((code) => ({
        id: code.id,
        code: code.code,
        voided: code.voided,
        usage: code.usage && {
          userId: code.usage.userId,
          firstname: code.usage.firstname,
          lastname: code.usage.lastname,
          activated_at: code.usage.activatedAt.toISOString(),
        },
      })),
    };
  });
};
