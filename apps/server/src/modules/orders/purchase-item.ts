import { AppError, isAdminRole } from '@scena/shared';
import type { AppContext } from '../../context';
import { createBatcher } from '../../lib/batch';
import { itemKey, type AccessItem } from '../access';
import { createCatalogAccessItems } from '../catalog';
import { ticketStockRepository } from '../tickets';
import type { UserRow } from '../users';
import type { OrderItemRef } from './orders.repository';

/**
 * The item a buyer asks for, as they may reach it (unpublished event, invisible video, unknown id
 * → 404), with its title and the live ticket count the access decision needs for no_tickets.
 */
export const createPurchaseItems = (ctx: Pick<AppContext, 'db' | 'config'>) => {
  const catalog = createCatalogAccessItems(ctx);
  // Read once for every buyer of the item deciding at that moment (admins apart: they see unpublished items).
  const itemOf = createBatcher(async (key: string, users: UserRow[]) => {
    const [kind, id] = key.split(':');
    const ref: OrderItemRef = { kind: kind as OrderItemRef['kind'], id: Number(id) };
    const admin = users.find((user) => isAdminRole(user.role));
    const viewer = users.find((user) => !isAdminRole(user.role));
    const [described, asAdmin, asViewer] = await Promise.all([
      catalog.describe([ref]),
      admin && catalog.find(ref, admin),
      viewer && catalog.find(ref, viewer),
    ]);
    const title = described.get(key)?.title ?? '';
    return new Map(
      users.map((user) => [user, { item: (isAdminRole(user.role) ? asAdmin : asViewer) ?? null, title }]),
    );
  }, ctx.config);

  /** `left`: the tickets left when the caller already read them (the admission's sale state). */
  return async (ref: OrderItemRef, user: UserRow, left?: number) => {
    const { item, title } = (await itemOf(itemKey(ref), user))!;
    if (!item)
      throw new AppError(
        'NOT_FOUND',
        ref.kind === 'event' ? 'catalog.event_not_found' : 'catalog.video_not_found',
      );
    const tickets_left =
      item.kind === 'event' && item.available_tickets !== null
        ? (left ?? (await ticketStockRepository.left(ctx.db, [item.id])).get(item.id) ?? 0)
        : null;
    return { item: { ...item, tickets_left } satisfies AccessItem, title };
  };
};
