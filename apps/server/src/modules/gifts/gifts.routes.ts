import type { FastifyInstance } from 'fastify';
import { GIFT_IMAGE_KINDS, GIFT_SETTINGS_FORM_KINDS } from '@scena/shared';
import { giftsEndpoints as endpoints } from '@scena/shared/gifts.endpoints';
import type { AppContext } from '../../context';
import { ensureMultipart, readValidatedForm } from '../../adapters/storage';
import { route } from '../../http/route';
import { createGiftSettings } from './gift-settings.service';
import { createGiftOrders, giftOrderOwnerLookup } from './gift-orders.service';
import { createBuyGift } from './buy-gift';
import { limit } from '../../plugins/rate-limit';

/**
 * Gift tickets (spec 1 §7, spec 3 §7): the settings, the buyer's gift orders and the status
 * page's order, and buying one (POST /api/gifts/).
 */
export const giftsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  await ensureMultipart(app);
  const settings = createGiftSettings(ctx);
  const giftOrders = createGiftOrders(ctx);
  app.ownerLookups.set('giftOrder', giftOrderOwnerLookup(ctx));
  const actor = (user: { id: number; email: string } | null | undefined) => ({
    id: user!.id,
    email: user!.email,
  });
  const form = {
    images: GIFT_IMAGE_KINDS,
    kinds: GIFT_SETTINGS_FORM_KINDS,
    schema: endpoints.updateSettings.body,
  };

  // The same for everyone (http/stored-answers); an app_config write moves the data version.
  route(app, endpoints.settings, { cache: true }, async () => settings.get());
  route(app, endpoints.updateSettings, async (request) =>
    settings.save(await readValidatedForm(request, form), actor(request.user)),
  );
  route(app, endpoints.clearImage, async (request) =>
    settings.clearImage(request.params.id, actor(request.user)),
  );

  const buyGift = createBuyGift(ctx);
  route(app, endpoints.buy, { config: limit(ctx.config, 20, '1 minute') }, async (request) =>
    buyGift({ user: request.user!, country: request.country }, request.body, {
      ip: request.ip,
      lang: request.lang,
    }),
  );

  route(app, endpoints.userOrders, async (request) => ({
    orders: await giftOrders.forUser(request.user!.id),
  }));
  route(app, endpoints.order, async (request) => giftOrders.one(request.params.extOrderId));
};
