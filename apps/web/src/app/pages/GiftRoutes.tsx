import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { anyGiftOnSale, parseGiftProduct } from '@scena/shared/gifts.contract';
import type { PurchaseBody } from '@scena/shared/orders.contract';
import { Alert, Spinner } from '../../components/Alert';
import { apiErrorMessage } from '../../lib/form-errors';
import { GIFT_PRODUCT_PARAM, links, paths } from '../../lib/paths';
import { useItem } from '../../features/catalog/api/item';
import { itemPrice } from '../../features/catalog/item/access';
import { PurchaseForm } from '../../features/orders/components/PurchaseForm';
import { buyGift } from '../../features/gifts/api/buy';
import { useGiftSettings } from '../../features/gifts/api/settings';
import { giftsKeys } from '../../features/gifts/api/keys';
import { GiftPurchasePage } from '../../features/gifts/pages/GiftPurchasePage';
import { GiftStatusPage } from '../../features/gifts/pages/GiftStatusPage';
import { NotFoundPage } from './ErrorPage';

/** The orders feature's purchase form (invoice, consent) selling a gift: POST /api/gifts/ with the product. */
const GiftForm = ({ slug, price, itemHref }: { slug: string; price: number; itemHref: string }) => (
  <PurchaseForm
    product={{ kind: 'video', id: 0, price, availability: { kind: 'open' }, itemHref }}
    buyWith={(body: PurchaseBody) => buyGift(slug, body)}
    // A gift is always paid; with no provider address the page reloads (spec 1 §4).
    onFree={() => window.location.reload()}
    onRefused={() => undefined}
  />
);

/** A gift for one event or video: its title and price from the catalogue. */
const ItemGift = ({ kind, id, giftsOn }: { kind: 'event' | 'video'; id: number; giftsOn: boolean }) => {
  const { t } = useTranslation();
  const query = useItem(kind, String(id), 'user');
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <Alert tone="error">{apiErrorMessage(query.error, t)}</Alert>;
  const price = itemPrice(query.data);
  const itemHref = links.item(kind, query.data.item.slug || id);
  return (
    <GiftPurchasePage
      title={t('gifts.for_item', { title: query.data.item.title })}
      price={price}
      available={giftsOn && price > 0}
      form={<GiftForm slug={`${kind}-${id}`} price={price} itemHref={itemHref} />}
    />
  );
};

/**
 * /platnosc/prezent (spec 1 §2): the any-gift of the home page, or with `?produkt=event-{id}` /
 * `video-{id}` a gift of one item (the "buy as a gift" of its purchase page). Signed-in viewers only.
 */
export const GiftPurchaseRoute = () => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const settings = useGiftSettings();
  const slug = params.get(GIFT_PRODUCT_PARAM);
  const product = slug ? parseGiftProduct(slug) : { kind: 'any' as const };
  if (!product) return <NotFoundPage />;
  if (settings.isPending) return <Spinner label={t('common.loading')} />;
  if (settings.isError) return <Alert tone="error">{apiErrorMessage(settings.error, t)}</Alert>;
  const config = settings.data;
  if (product.kind !== 'any')
    return <ItemGift kind={product.kind} id={product.id} giftsOn={config.gift_available} />;
  const en = i18n.language === 'en';
  return (
    <GiftPurchasePage
      title={(en && config.gift_label_en) || config.gift_label}
      description={(en && config.gift_description_en) || config.gift_description}
      price={config.gift_price}
      available={anyGiftOnSale(config)}
      form={<GiftForm slug="any" price={config.gift_price} itemHref={paths.home} />}
    />
  );
};

/** /status-zamowienia/prezent/{extOrderId}: once settled, the account's gift list is read again. */
export const GiftOrderStatusRoute = () => {
  const client = useQueryClient();
  const onSettled = useCallback(
    () => void client.invalidateQueries({ queryKey: giftsKeys.orders() }),
    [client],
  );
  return <GiftStatusPage onSettled={onSettled} />;
};
