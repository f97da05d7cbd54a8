import { fromGrosze, type PaymentStatus } from '@scena/shared';
import type { EventOrder, VideoOrder } from '@scena/shared/orders.contract';
import type { DbOrTx } from '../../db/client';
import { accessStore } from '../access';
import { catalogRows } from '../catalog';
import { invoicesRepository } from './invoices.repository';
import type { OrderRow } from './orders.table';

/**
 * What the buyer can do with an unpaid order (issue: a pending payment must not lock the viewer
 * out): go back to the provider's checkout while the reservation window lasts (the provider keeps
 * the order payable exactly that long, `validitySeconds`), or cancel it. WAITING_FOR_CONFIRMATION
 * is neither: the money is authorised and only the provider settles it.
 */
const unpaidChoices = (row: OrderRow, now: number) => {
  const unpaid = row.status === 'NOT_STARTED' || row.status === 'PENDING';
  const inWindow = row.hold_until !== null && row.hold_until.getTime() > now;
  return {
    payment_url: unpaid && inWindow ? row.redirect_uri : null,
    cancelable: unpaid,
  };
};

/**
 * Order rows → the spec's Event order / Video order (spec 1 §3): money in PLN with 2 decimals;
 * `used`, `views` and `expiration_date` from the order's access row; the item's current slug and
 * dates (null once deleted); whether an invoice was requested. A fixed number of statements per
 * page, whatever its size.
 */
export const presentOrders = async (db: DbOrTx, rows: readonly OrderRow[]) => {
  const accessIds = rows.map((row) => row.access_id).filter((id): id is number => id !== null);
  const eventIds = [...new Set(rows.map((row) => row.event_id).filter((id): id is number => id !== null))];
  const videoIds = [...new Set(rows.map((row) => row.video_id).filter((id): id is number => id !== null))];
  const [grants, invoices, eventRows, videoRows] = await Promise.all([
    accessStore.findMany(db, accessIds),
    invoicesRepository.invoiceRequested(
      db,
      rows.map((row) => row.id),
    ),
    catalogRows.events(db, eventIds),
    catalogRows.videos(db, videoIds),
  ]);
  const grantById = new Map(grants.map((grant) => [grant.id, grant]));
  const eventById = new Map(eventRows.map((row) => [row.id, row]));
  const videoById = videoRows;
  const now = Date.now();

  const common = (row: OrderRow, slug: string | null) => {
    const grant = row.access_id !== null ? grantById.get(row.access_id) : undefined;
    return {
      id: row.id,
      extOrderId: row.ext_order_id,
      orderId: row.provider_order_id,
      user_id: row.user_id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      country: row.country,
      customer_ip: row.customer_ip,
      amount: fromGrosze(row.amount),
      status: row.status as PaymentStatus,
      used: !!grant?.first_played_at,
      views: grant?.views ?? 0,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      expiration_date: grant?.expiration_date ? grant.expiration_date.toISOString() : null,
      used_code: row.used_code,
      title: row.title,
      slug,
      invoice_requested: invoices.has(row.id),
      ...unpaidChoices(row, now),
    };
  };

  return {
    event: (row: OrderRow): EventOrder => {
      const event = row.event_id !== null ? eventById.get(row.event_id) : undefined;
      return {
        ...common(row, event ? event.slug || String(event.id) : null),
        event_id: row.event_id,
        date_from: event?.date_from ?? null,
        date_to: event?.date_to ?? null,
      };
    },
    video: (row: OrderRow): VideoOrder => {
      const video = row.video_id !== null ? videoById.get(row.video_id) : undefined;
      return { ...common(row, video ? video.slug || String(video.id) : null), video_id: row.video_id };
    },
  };
};
