import {
  AppError,
  groupTicketPrice,
  itemState,
  parseGroupProductSlug,
  type BuyGroupTicketBody,
} from '@scena/shared';
import type { PurchaseResponse } from '@scena/shared/orders.contract';
import type { InvoiceData } from '@scena/shared/orders/invoice';
import type { AppContext } from '../../context';
import { itemKey, type Viewer } from '../access';
import { createCatalogAccessItems } from '../catalog';
import { createPlaceCodeOrder, type CodeOrderInput } from '../orders';
import type { UserRow } from '../users';
import { groupTicketSettings } from './group-tickets.settings';

const refuse = (key: string, type: string, params?: Record<string, number>) =>
  new AppError('CONFLICT', key, { type, ...(params ? { params } : {}) });

/**
 * Buying a group ticket (spec 1 §2, §5, §9; CONTEXT.md): the settings, the item and the quantity
 * are checked first (each refusal a Polish message, nothing stored), then the orders module places
 * the order with its `quantity` tickets held and registers it at the provider
 * (createPlaceCodeOrder); COMPLETED makes the codes and e-mails them (the lifecycle).
 */
export const createGroupTicketPurchase = (ctx: AppContext) => {
  const catalog = createCatalogAccessItems(ctx);
  const place = createPlaceCodeOrder(ctx);

  return async (
    viewer: Viewer & { user: UserRow },
    body: Omit<BuyGroupTicketBody, 'invoice' | 'consent'> & { invoice: InvoiceData | null },
    request: CodeOrderInput['request'],
  ): Promise<PurchaseResponse> => {
    const product = parseGroupProductSlug(body.productSlug);
    if (!product) throw new AppError('VALIDATION', 'group_tickets.validate.product');
    const ref = { kind: product.kind, id: product.id };
    const config = await groupTicketSettings.read(ctx.db);
    if (!(product.kind === 'event' ? config.event_available : config.video_available))
      throw refuse('group_tickets.error.not_available', 'not_available');

    const item = await catalog.find(ref, viewer.user);
    if (!item)
      throw new AppError(
        'NOT_FOUND',
        product.kind === 'event' ? 'catalog.event_not_found' : 'catalog.video_not_found',
      );
    if (itemState(item.timing).available === -1) {
      const reason = product.kind === 'event' ? 'event_over' : 'video_not_available';
      throw refuse(`access.reason.${reason}`, reason);
    }
    if (item.kind === 'event' && !item.enable_tickets)
      throw refuse('access.reason.payments_not_available', 'payments_not_available');
    if (item.price_grosze === 0) throw refuse('group_tickets.error.free', 'free');

    const range = { min: config.min_units, max: config.max_units };
    if (product.quantity < range.min || product.quantity > range.max)
      throw new AppError('VALIDATION', 'group_tickets.error.quantity_range', {
        type: 'quantity',
        params: range,
        formError: { quantity: 'group_tickets.error.quantity_range' },
      });
    const price = groupTicketPrice(item.price_grosze, product.quantity, config);
    // One ticket with one_free (or a 99 % discount on a grosz) would cost nothing: not sold.
    if (price.total <= 0) throw refuse('group_tickets.error.free', 'free');

    const title = (await catalog.describe([ref])).get(itemKey(ref))?.title ?? '';
    try {
      return await place({
        viewer,
        productType: 'group_ticket',
        item: ref,
        title: `Bilet grupowy (${product.quantity}): ${title}`,
        quantity: product.quantity,
        // The orderer's free code is counted in the panel's statistics (spec 3 §2.7).
        oneFree: config.one_free,
        amount: price.total,
        invoice: body.invoice,
        request,
      });
    } catch (error) {
      // Fewer tickets left than the quantity (the guarded hold decides, so a double click whose
      // first order took the last ones is answered with that order instead).
      if (error instanceof AppError && error.details.type === 'no_tickets')
        throw ticketsLeftError(Number(error.details.params?.left ?? 0));
      throw error;
    }
  };
};

const ticketsLeftError = (left: number) =>
  new AppError('CONFLICT', 'group_tickets.error.tickets_left', {
    type: 'no_tickets',
    params: { left },
    formError: { quantity: 'group_tickets.error.tickets_left' },
  });
