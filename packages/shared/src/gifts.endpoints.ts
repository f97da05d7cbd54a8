import { access, defineEndpoint } from './http/endpoint';
import { purchaseResponse } from './orders.contract';
import {
  buyGiftBody,
  giftConfigSchema,
  giftImageParams,
  giftOrderParams,
  giftOrderSchema,
  giftOrdersResponse,
  giftSettingsUpdateBody,
} from './gifts.contract';

/** Gift tickets (spec 1 §7, spec 3 §7). The admin's list of gift orders is in code-orders.endpoints.ts. */
export const giftsEndpoints = {
  /** The gift settings: the purchase pages and the home's gift block read them too. */
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/gifts/settings',
    access: access.public('gift offer shown on purchase pages and the home page'),
    response: giftConfigSchema,
  }),
  /** JSON, or multipart with new banners as `<field>_data` (GIFT_IMAGE_KINDS). */
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/gifts/settings',
    access: access.admin,
    multipart: true,
    body: giftSettingsUpdateBody,
    response: giftConfigSchema,
  }),
  /** Clears one banner and removes the file it uploaded. */
  clearImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/gifts/settings/image/:id',
    access: access.admin,
    params: giftImageParams,
    response: giftConfigSchema,
  }),
  buy: defineEndpoint({
    method: 'POST',
    path: '/api/gifts',
    access: access.user,
    body: buyGiftBody,
    response: purchaseResponse,
  }),
  /** The viewer's own gift orders with their codes (account page), newest first. */
  userOrders: defineEndpoint({
    method: 'GET',
    path: '/api/gifts/user',
    access: access.user,
    response: giftOrdersResponse,
  }),
  /** One gift order (status page): its buyer or an administrator; anyone else 404. */
  order: defineEndpoint({
    method: 'GET',
    path: '/api/gifts/:extOrderId',
    access: access.ownerOf('giftOrder', 'extOrderId', { hidden: true }),
    params: giftOrderParams,
    response: giftOrderSchema,
  }),
};
