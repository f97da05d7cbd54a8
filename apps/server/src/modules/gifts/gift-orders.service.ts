import { AppError, fromGrosze, type GiftOrder, type PaymentStatus } from '@scena/shared';
import { EXT_ORDER_ID_PATTERN } from '@scena/shared/orders.contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { catalogRows } from '../catalog';
import type { OrderRow } from '../orders';
import { createGiftSettings } from './gift-settings.service';
import { giftOrdersRepository, type OrderCodeRow } from './gift-orders.repository';

/** 'event-{id}', 'video-{id}' or 'any' (spec 1 §3 product_slug). */
const productSlug = (row: OrderRow): string =>
  row.event_id !== null ? `event-${row.event_id}` : row.video_id !== null ? `video-${row.video_id}` : 'any';

/**
 * Gift order rows → the spec's Gift order (spec 1 §3): PLN, the codes with their use (a code is
 * 'used' when someone activated it), the item's current slug for its link. A fixed number of
 * statements whatever the number of orders.
 */
const present = async (db: DbOrTx, rows: readonly OrderRow[], anyLabelEn: string): Promise<GiftOrder[]> => {
  const ids = rows.map((row) => row.id);
  const eventIds = [...new Set(rows.map((row) => row.event_id).filter((id): id is number => id !== null))];
  const videoIds = [...new Set(rows.map((row) => row.video_id).filter((id): id is number => id !== null))];
  const [codeRows, events, videos] = await Promise.all([
    giftOrdersRepository.codesOf(db, ids),
    catalogRows.events(db, eventIds),
    catalogRows.videos(db, videoIds),
  ]);
  const codesByOrder = new Map<number, OrderCodeRow[]>();
  for (const code of codeRows)
    codesByOrder.set(code.order_id, [...(codesByOrder.get(code.order_id) ?? []), code]);
  const eventById = new Map(events.map((event) => [event.id, event]));
  const now = Date.now();
  return rows.map((row) => {
    const item =
      row.event_id !== null
        ? eventById.get(row.event_id)
        : row.video_id !== null
          ? videos.get(row.video_id)
          : undefined;
    const unpaid = row.status === 'NOT_STARTED' || row.status === 'PENDING';
    const inWindow = row.hold_until !== null && row.hold_until.getTime() > now;
    return {
      extOrderId: row.ext_order_id,
      orderId: row.provider_order_id,
      amount: fromGrosze(row.amount),
      created_at: row.created_at.toISOString(),
      status: row.status as PaymentStatus,
      desc: row.title,
      description: row.title,
      description_en: productSlug(row) === 'any' && anyLabelEn ? anyLabelEn : row.title,
      product_slug: productSlug(row),
      item_slug: item ? item.slug || String(item.id) : null,
      codes: (codesByOrder.get(row.id) ?? []).map((code) => ({
        id: code.id,
        code: code.code,
        used: code.user_id !== null,
        voided: code.voided,
        usage:
          code.user_id !== null
            ? { userId: code.user_id, firstname: code.firstname, lastname: code.lastname }
            : null,
      })),
      payment_url: unpaid && inWindow ? row.redirect_uri : null,
    };
  });
};

/** The buyer's gift orders (account page) and one order (status page). */
export const createGiftOrders = (ctx: AppContext) => {
  const settings = createGiftSettings(ctx);
  return {
    async forUser(userId: number): Promise<GiftOrder[]> {
      const [rows, config] = await Promise.all([
        giftOrdersRepository.forUser(ctx.db, userId),
        settings.get(),
      ]);
      return present(ctx.db, rows, config.gift_label_en);
    },
    async one(extOrderId: string): Promise<GiftOrder> {
      const [row, config] = await Promise.all([
        giftOrdersRepository.byExtOrderId(ctx.db, extOrderId),
        settings.get(),
      ]);
      if (!row) throw new AppError('NOT_FOUND', 'error.not_found');
      const [order] = await present(ctx.db, [row], config.gift_label_en);
      return order!;
    },
  };
};

/** `access.ownerOf('giftOrder')`: the buyer of the gift order named in the path (null: no such gift order). */
export const giftOrderOwnerLookup =
  (ctx: AppContext) =>
  async (extOrderId: string): Promise<number | null> => {
    // The guard runs before validation: a value that cannot be an order number asks nothing.
    if (!EXT_ORDER_ID_PATTERN.test(extOrderId)) return null;
    const row = await giftOrdersRepository.byExtOrderId(ctx.db, extOrderId);
    return row ? row.user_id : null;
  };
