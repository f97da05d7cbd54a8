import { useTranslation } from 'react-i18next';
import { formatPln } from '@scena/shared/money';
import type { ItemAccess } from '../../item/access';

/**
 * The price (spec 1 §2): the old price struck through with the code that lowered it, or free
 * access; VAT included.
 */
export const ItemPrice = ({ price, access }: { price: number; access: ItemAccess }) => {
  const { t } = useTranslation();
  const discounted = access.newPrice !== null && access.newPrice !== price;
  const shown = discounted ? access.newPrice! : price;
  return (
    <div className="item-price">
      {discounted && (
        <s className="item-price__old">
          <span className="visually-hidden">{t('item_page.old_price')} </span>
          {formatPln(price)}
        </s>
      )}{' '}
      <strong className="item-price__value">
        {shown > 0 ? formatPln(shown) : t('item_page.free_access')}
      </strong>
      {discounted && access.usedCode && (
        <span className="item-price__code">{t('item_page.used_code', { code: access.usedCode })}</span>
      )}
      {shown > 0 && <span className="item-price__vat">{t('item_page.vat_included')}</span>}
    </div>
  );
};

const STATUS_KEY: Record<string, string> = {
  NOT_STARTED: 'item_page.status_not_started',
  PENDING: 'item_page.status_processing',
  WAITING_FOR_CONFIRMATION: 'item_page.status_processing',
  COMPLETED: 'item_page.status_completed',
  CANCELED: 'item_page.status_canceled',
  REFUNDED: 'item_page.status_refunded',
  WAITING_FOR_REFUND: 'item_page.status_waiting_for_refund',
};

/** The viewer's payment status for this item, as a tag (none when there is no order). */
export const PaymentStatusTag = ({
  status,
  free = false,
}: {
  status: ItemAccess['paymentStatus'];
  free?: boolean;
}) => {
  const { t } = useTranslation();
  // A free ticket was never paid: it is "claimed", not "Opłacone".
  const key =
    free && status === 'COMPLETED' ? 'item_page.status_claimed' : status ? STATUS_KEY[status] : undefined;
  if (!key) return null;
  return (
    <p className={`item-tag item-tag--${status!.toLowerCase()}`}>
      <span className="visually-hidden">{t('item_page.payment_status')}: </span>
      {t(key)}
    </p>
  );
};
