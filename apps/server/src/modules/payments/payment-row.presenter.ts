import { fromGrosze, type PaymentStatus } from '@scena/shared';
import type { PaymentRow } from '@scena/shared/payments.contract';
import type { DbOrTx } from '../../db/client';
import { boxOfficeRepository, presentOrders, type OrderRow } from '../orders';

/**
 * Order rows → the box office's rows (spec 3 §2.4 row data): the order answers' fields (used,
 * views and expiration from the access row, the item's slug) plus the provider and the refunded
 * sum. A fixed number of statements per page.
 */
export const presentPaymentRows = async (db: DbOrTx, rows: readonly OrderRow[]): Promise<PaymentRow[]> => {
  const [present, refunded] = await Promise.all([
    presentOrders(db, rows),
    boxOfficeRepository.refundedSums(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const order = row.product_type === 'video' ? present.video(row) : present.event(row);
    return {
      id: order.id,
      extOrderId: order.extOrderId,
      orderId: order.orderId,
      product_type: row.product_type === 'video' ? 'video' : 'event',
      event_id: row.event_id,
      video_id: row.video_id,
      title: order.title,
      slug: order.slug,
      user_id: order.user_id,
      firstname: order.firstname,
      lastname: order.lastname,
      email: order.email,
      country: order.country,
      customer_ip: order.customer_ip,
      provider: row.provider,
      amount: order.amount,
      refunded: fromGrosze(refunded.get(row.id) ?? 0),
      status: row.status as PaymentStatus,
      used_code: order.used_code,
      used: order.used,
      views: order.views,
      created_at: order.created_at,
      updated_at: order.updated_at,
      expiration_date: order.expiration_date,
    };
  });
};
