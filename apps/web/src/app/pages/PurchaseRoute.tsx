import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES } from '@scena/shared/orders/status';
import { Alert, Spinner } from '../../components/Alert';
import { isApiError } from '../../lib/api';
import { toast } from '../../components/toast/toast-store';
import { apiErrorMessage } from '../../lib/form-errors';
import { useAppConfig } from '../../features/content/api/app-config';
import { itemQuery, useItem } from '../../features/catalog/api/item';
import { catalogKeys } from '../../features/catalog/api/keys';
import { itemAccess, itemPrice, type CatalogItem } from '../../features/catalog/item/access';
import { itemAction, type ItemAction } from '../../features/catalog/item/actions';
import { ItemSummary } from '../../features/catalog/components/item/ItemSummary';
import { ordersKeys } from '../../features/orders/api/keys';
import { ProductNotAvailablePage, PurchasePage } from '../../features/orders/pages/PurchasePage';
import type { PurchaseAvailability } from '../../features/orders/product';
import { links } from '../../lib/paths';
import { GroupTicketOption } from '../../features/group-tickets/components/GroupTicketOption';
import { NotFoundPage } from './ErrorPage';
import { ItemGiftOption } from './ItemGiftOption';

/** The item page's button rule decides the purchase page too, so the two never disagree. */
const availabilityOf = (action: ItemAction, kind: CatalogItem['kind']): PurchaseAvailability => {
  switch (action.kind) {
    case 'ended':
      return { kind: 'unavailable', reason: kind === 'event' ? 'event_over' : 'video_not_available' };
    case 'blocked':
      return { kind: 'unavailable', reason: action.reason };
    case 'watch':
    case 'access':
      return { kind: 'held' };
    case 'processing':
      return { kind: 'processing' };
    case 'sign_in':
      // The route guard signs guests in first; an answer for a guest cannot be bought from.
      return { kind: 'unavailable', reason: 'sign_in' };
    default:
      return action.reason ? { kind: 'unavailable', reason: action.reason } : { kind: 'open' };
  }
};

const ItemPurchase = ({ kind, id }: { kind: CatalogItem['kind']; id: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const config = useAppConfig().data;
  const query = useItem(kind, id, 'user');
  const refresh = useCallback(
    () => void client.refetchQueries({ queryKey: itemQuery(kind, id, 'user').queryKey, exact: true }),
    [client, kind, id],
  );

  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <Alert tone="error">{apiErrorMessage(query.error, t)}</Alert>;
  }
  const entry = query.data;
  const access = itemAccess(entry);
  const price = itemPrice(entry);
  const toPay = access.newPrice ?? price;
  const action = itemAction({ guest: false, access, available: entry.item.available, price: toPay });
  const itemHref = links.item(kind, entry.item.slug || entry.item.id);
  const limited = entry.kind === 'event' && entry.item.available_tickets != null;
  return (
    <>
      <PurchasePage
        product={{
          kind,
          id: entry.item.id,
          price: toPay,
          availability: availabilityOf(action, kind),
          itemHref,
        }}
        summary={
          <ItemSummary
            entry={entry}
            access={access}
            globalValidityHours={config?.tickets_expiration_time ?? 0}
          />
        }
        onFree={() => {
          // Granted at once: say so, and the item and the viewer's lists show it from now on.
          toast.success(t('purchase.claimed', { title: entry.item.title }));
          void client.invalidateQueries({ queryKey: catalogKeys.all });
          void client.invalidateQueries({ queryKey: ordersKeys.all });
          navigate(itemHref);
        }}
        onRefused={refresh}
      />
      {action.kind !== 'ended' && (
        <div className="page page--narrow">
          <GroupTicketOption
            kind={kind}
            id={entry.item.id}
            unitPrice={price}
            ticketsLeft={limited && entry.kind === 'event' ? (entry.item.ticketsLeft ?? 0) : null}
          />
        </div>
      )}
    </>
  );
};

const KIND_OF: Record<string, CatalogItem['kind']> = { event: 'event', video: 'video' };

/**
 * The purchase pages (spec 1 §2): /platnosc/wydarzenie/{id}, /platnosc/wideo/{id}, and
 * /platnosc/{productType}/{productId}, where event and video are sold today and gifts and group
 * tickets are named but not sold yet. Signed-in viewers only (the route guard).
 */
export const PurchaseRoute = ({ kind }: { kind?: CatalogItem['kind'] }) => {
  const { id: pathId, productType, productId } = useParams();
  const chosen = kind ?? (productType ? KIND_OF[productType] : undefined);
  const id = kind ? pathId : productId;
  if (!chosen) {
    return productType && (PRODUCT_TYPES as readonly string[]).includes(productType) ? (
      <ProductNotAvailablePage />
    ) : (
      <NotFoundPage />
    );
  }
  if (!id || !/^\d{1,10}$/.test(id)) return <NotFoundPage />;
  return (
    <>
      <ItemPurchase key={`${chosen}:${id}`} kind={chosen} id={id} />
      <ItemGiftOption kind={chosen} id={id} />
    </>
  );
};

export const EventPurchaseRoute = () => <PurchaseRoute kind="event" />;
export const VideoPurchaseRoute = () => <PurchaseRoute kind="video" />;
