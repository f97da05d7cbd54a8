import { giftsEndpoints } from '@scena/shared/gifts.endpoints';
import type { PurchaseBody, PurchaseResponse } from '@scena/shared/orders.contract';
import { call } from '../../../lib/endpoint-client';

/** POST /api/gifts/ (spec 1 §7): the purchase form's body plus the product ('event-{id}', 'video-{id}', 'any'). */
export const buyGift = (productSlug: string, body: PurchaseBody): Promise<PurchaseResponse> =>
  call(giftsEndpoints.buy, { body: { ...body, productSlug } });
