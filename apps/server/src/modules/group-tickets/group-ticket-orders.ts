import {
  AppError,
  fromGrosze,
  type GroupTicketOrder,
  type ListPaging,
  type PaymentStatus,
} from '@scena/shared';
import type { AppContext } from '../../context';
import type { ItemRef } from '../access';
import { createCatalogAccessItems } from '../catalog';
import type { OrderRow } from '../orders';
import { groupTicketOrdersRepository, type GroupCodeRow } from './group-ticket-orders.repository';

/**
 * The buyer's group orders (spec 1 §3 "Group ticket order"): the account page's block and the
 * status page, each with its codes and whether each was used. A fixed number of statements per page.
 */
export const createGroupTicketOrders = (ctx: AppContext) => {
  const catalog = createCatalogAccessItems(ctx);

  const present = async (rows: OrderRow[]): Promise<GroupTicketOrder[]> => {
    const [codes, slugs] = await Promise.all([
      groupTicketOrdersRepository.codesOf(
        ctx.db,
        rows.map((row) => row.id),
      ),
      itemSlugs(rows),
    ]);
    const byOrder = new Map<number, GroupCodeRow[]>();
    for (const code of codes) byOrder.set(code.order_id, [...(byOrder.get(code.order_id) ?? []), code]);
    const now = Date.now();
    return rows.map((row) => {
      const own = byOrder.get(row.id) ?? [];
      const unpaid = row.status === 'NOT_STARTED' || row.status === 'PENDING';
      const key =
        row.event_id !== null
          ? `event:${row.event_id}`
          : row.video_id !== null
            ? `video:${row.video_id}`
            : null;
      return {
        extOrderId: row.ext_order_id,
        orderId: row.provider_order_id,
        amount: fromGrosze(row.amount),
        status: row.status as PaymentStatus,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        desc: row.title,
        product_slug: key ? key.replace(':', '-') : null,
        slug: key ? (slugs.get(key) ?? null) : null,
        product_quantity: row.quantity,
        numberOfUses: own.filter((code) => code.uses > 0).length,
        codes: own.map((code) => ({
          id: code.id,
          code: code.code,
          used: code.uses > 0,
          voided: code.voided,
          usage: code.usage,
        })),
        payment_url:
          unpaid && row.hold_until !== null && row.hold_until.getTime() > now ? row.redirect_uri : null,
      };
    });
  };

  /** '/wydarzenie/{slug}' or '/wideo/{slug}' of the items still there. */
  const itemSlugs = async (rows: OrderRow[]): Promise<Map<string, string>> => {
    const refs: ItemRef[] = rows.flatMap((row): ItemRef[] =>
      row.event_id !== null
        ? [{ kind: 'event', id: row.event_id }]
        : row.video_id !== null
          ? [{ kind: 'video', id: row.video_id }]
          : [],
    );
    const described = refs.length ? await catalog.describe(refs) : new Map<string, { slug: string }>();
    return new Map(
      [...described].map(([key, item]) => [
        key,
        `/${key.startsWith('event') ? 'wydarzenie' : 'wideo'}/${item.slug}`,
      ]),
    );
  };

  return {
    async own(
      userId: number,
      paging: ListPaging<'created_at'>,
    ): Promise<{ orders: GroupTicketOrder[]; total: number }> {
      const { items, total } = await groupTicketOrdersRepository.page(ctx.db, userId, paging);
      return { orders: await present(items), total };
    },
    async one(extOrderId: string): Promise<GroupTicketOrder> {
      const row = await groupTicketOrdersRepository.byExtOrderId(ctx.db, extOrderId);
      if (!row) throw new AppError('NOT_FOUND', 'group_tickets.error.not_found');
      return (await present([row]))[0]!;
    },
    /** `access.ownerOf('groupTicketOrder')`: the buyer of the group order named in the path. */
    async ownerOf(extOrderId: string): Promise<number | null> {
      const row = await groupTicketOrdersRepository.byExtOrderId(ctx.db, extOrderId);
      return row?.user_id ?? null;
    },
  };
};
