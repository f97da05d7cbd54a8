import { AppError, anyGiftOnSale, itemState, parseGiftProduct, toGrosze, type Language } from '@scena/shared';
import type { PurchaseResponse } from '@scena/shared/orders.contract';
import type { InvoiceData } from '@scena/shared/orders/invoice';
import type { AppContext } from '../../context';
import { itemKey, type Viewer } from '../access';
import { createCatalogAccessItems } from '../catalog';
import { createPlaceCodeOrder } from '../orders';
import type { UserRow } from '../users';
import { createGiftSettings } from './gift-settings.service';

const notAvailable = () =>
  new AppError('CONFLICT', 'gifts.error.not_available', { type: 'no_gift_available' });

/**
 * Buying a gift (POST /api/gifts/, CONTEXT.md "Buying"): which product, at what price, refused
 * when gifts are off; then the shared placement of paid code orders (modules/orders
 * `createPlaceCodeOrder`: one order of quantity 1, a ticket held of a limited event, registered
 * at the provider). The code itself is made by the lifecycle when the order completes.
 */
export const createBuyGift = (ctx: AppContext) => {
  const settings = createGiftSettings(ctx);
  const catalog = createCatalogAccessItems(ctx);
  const place = createPlaceCodeOrder(ctx);

  return async (
    viewer: Viewer & { user: UserRow },
    body: { productSlug: string; invoice: InvoiceData | null },
    request: { ip: string; lang: Language },
  ): Promise<PurchaseResponse> => {
    const product = parseGiftProduct(body.productSlug);
    if (!product) throw new AppError('VALIDATION', 'gifts.validate.product');
    const config = await settings.get();
    const common = { viewer, productType: 'gift' as const, quantity: 1, invoice: body.invoice, request };

    if (product.kind === 'any') {
      // The any-gift (/platnosc/prezent): on, priced, and not past its end (spec 3 §2.13).
      if (!anyGiftOnSale(config)) throw notAvailable();
      const title = request.lang === 'en' && config.gift_label_en ? config.gift_label_en : config.gift_label;
      return place({ ...common, item: null, title, amount: toGrosze(config.gift_price)! });
    }

    // An item gift: the item as this viewer may reach it (unpublished event, invisible video → 404).
    const ref = { kind: product.kind, id: product.id };
    const item = await catalog.find(ref, viewer.user);
    if (!item)
      throw new AppError(
        'NOT_FOUND',
        ref.kind === 'event' ? 'catalog.event_not_found' : 'catalog.video_not_found',
      );
    // Spec 1 §2: gift options are hidden when the price is 0; 'no gift available' when gifts are off.
    if (!config.gift_available || item.price_grosze <= 0) throw notAvailable();
    if (itemState(item.timing).available === -1) {
      const reason = item.kind === 'event' ? 'event_over' : 'video_not_available';
      throw new AppError('CONFLICT', `access.reason.${reason}`, { type: reason });
    }
    if (item.kind === 'event' && !item.enable_tickets)
      throw new AppError('CONFLICT', 'access.reason.payments_not_available', {
        type: 'payments_not_available',
      });
    const title = (await catalog.describe([ref])).get(itemKey(ref))?.title ?? '';
    return place({ ...common, item: ref, title, amount: item.price_grosze });
  };
};
