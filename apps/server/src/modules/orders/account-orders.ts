import { inArray, sql } from 'drizzle-orm';
import type { ListPaging } from '@scena/shared';
import type { AccountOrder } from '@scena/shared/account-orders.contract';
import type { AccessSource } from '@scena/shared/access/reasons';
import type { DbOrTx } from '../../db/client';
import { accessStore, type AccessGrantRow } from '../access';
import { catalogRows } from '../catalog';
import { presentOrders } from './order.presenter';
import { orders, type OrderRow } from './orders.table';
import { ticketHoursSetting } from './ticket-hours';

type Ref = { kind: 'order' | 'access'; id: number };

/**
 * The account page's one table (issue 19 item 10): the user's event and video orders, whatever
 * their status, and the access rows no order stands for (grants, codes, gifts, group tickets), in
 * one order, newest first. A COMPLETED order's access row is on the order's line, so nothing is
 * listed twice. Two statements for the page (its keys, then the total) and a fixed number to
 * present it, whatever its size.
 */
export const accountOrdersPage = async (
  db: DbOrTx,
  userId: number,
  paging: Pick<ListPaging, 'page' | 'pageSize'>,
): Promise<{ orders: AccountOrder[]; total: number }> => {
  const both = sql`SELECT 'order' AS kind, o.id, o.created_at FROM ${orders} o
    WHERE o.user_id = ${userId} AND o.product_type IN ('event', 'video')
    UNION ALL ${accessStore.heldBesideOrders(userId)}`;
  const offset = (paging.page - 1) * paging.pageSize;
  const [page, counted] = await Promise.all([
    db.execute(sql`SELECT kind, id FROM (${both}) t
      ORDER BY created_at DESC, kind DESC, id DESC LIMIT ${paging.pageSize} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS total FROM (${both}) t`),
  ]);
  const refs = (page as unknown as { rows: { kind: Ref['kind']; id: number }[] }).rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
  }));
  const total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);

  const orderIds = refs.filter((ref) => ref.kind === 'order').map((ref) => ref.id);
  const accessIds = refs.filter((ref) => ref.kind === 'access').map((ref) => ref.id);
  const [orderRows, grants] = await Promise.all([
    orderIds.length ? db.select().from(orders).where(inArray(orders.id, orderIds)) : Promise.resolve([]),
    accessStore.findMany(db, accessIds),
  ]);
  const [fromOrders, fromGrants] = await Promise.all([
    presentOrderLines(db, orderRows),
    presentGrants(db, grants),
  ]);
  const lines = new Map([...fromOrders, ...fromGrants].map((line) => [line.key, line]));
  return { orders: refs.map((ref) => lines.get(`${ref.kind}:${ref.id}`)).filter((line) => !!line), total };
};

/** Orders as lines: the order answers' own presenter, so the table and the status page say the same. */
const presentOrderLines = async (db: DbOrTx, rows: readonly OrderRow[]): Promise<AccountOrder[]> => {
  if (rows.length === 0) return [];
  const present = await presentOrders(db, rows);
  return rows.map((row) => {
    const kind = row.product_type === 'event' ? 'event' : 'video';
    const order = kind === 'event' ? present.event(row) : present.video(row);
    return {
      key: `order:${row.id}`,
      item_type: kind,
      item_id: 'event_id' in order ? order.event_id : order.video_id,
      title: order.title,
      slug: order.slug,
      source: 'order',
      created_at: order.created_at,
      extOrderId: order.extOrderId,
      amount: order.amount,
      status: order.status,
      payment_url: order.payment_url,
      cancelable: order.cancelable,
      used: order.used,
      expiration_date: order.expiration_date,
      views: order.views,
      validity_hours: order.validity_hours,
    };
  });
};

/** Access rows without an order: the item's title and link, the validity as on an order's line. */
const presentGrants = async (db: DbOrTx, grants: readonly AccessGrantRow[]): Promise<AccountOrder[]> => {
  if (grants.length === 0) return [];
  const eventIds = grants.map((grant) => grant.event_id).filter((id): id is number => id !== null);
  const [eventRows, globalHours] = await Promise.all([
    catalogRows.events(db, eventIds),
    ticketHoursSetting(db),
  ]);
  const eventById = new Map(eventRows.map((row) => [row.id, row]));
  const videoById = await catalogRows.videos(db, [
    ...grants.map((grant) => grant.video_id).filter((id): id is number => id !== null),
    ...eventRows.map((event) => event.video_id).filter((id): id is number => id !== null),
  ]);
  return grants.map((grant) => {
    const event = grant.event_id !== null ? eventById.get(grant.event_id) : undefined;
    const item = event ?? (grant.video_id !== null ? videoById.get(grant.video_id) : undefined);
    // An event's ticket validity is its video's (the event plays it), as on orders.
    const video = videoById.get((event ? event.video_id : grant.video_id) ?? -1);
    return {
      key: `access:${grant.id}`,
      item_type: grant.event_id !== null ? 'event' : 'video',
      item_id: grant.event_id ?? grant.video_id,
      title: item?.title ?? '',
      slug: item ? item.slug || String(item.id) : null,
      source: grant.source as AccessSource,
      created_at: grant.created_at.toISOString(),
      extOrderId: null,
      amount: null,
      status: null,
      payment_url: null,
      cancelable: false,
      used: grant.first_played_at !== null,
      expiration_date: grant.expiration_date ? grant.expiration_date.toISOString() : null,
      views: grant.views,
      validity_hours: video ? (video.tickets_expiration_time ?? globalHours) : null,
    };
  });
};
