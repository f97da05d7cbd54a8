import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { apiErrorMessage } from '../../../lib/form-errors';
import { useCancelOrder } from '../api/cancel';
import type { AnyOrder } from '../api/order';
import type { ProductKind } from '../product';

/**
 * What a viewer can do about an unpaid order instead of waiting (issue: a pending payment must
 * not lock them out): go back to the provider's checkout while it is valid, or cancel the order
 * (at the provider too) and start again. Shown on the status page, the purchase page and the
 * account's orders; `onCancelled` decides where "start again" leads.
 */
export const PendingOrderActions = ({
  kind,
  order,
  onCancelled,
  compact = false,
}: {
  kind: ProductKind;
  /** An order, or the account table's line of one: what the two actions need. */
  order: Pick<AnyOrder, 'extOrderId' | 'title' | 'payment_url' | 'cancelable'>;
  onCancelled: (order: AnyOrder) => void;
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const cancel = useCancelOrder(kind, order.extOrderId);
  if (!order.payment_url && !order.cancelable) return null;
  return (
    <div className="pending-order">
      <div className="pending-order__buttons">
        {order.payment_url && (
          <a className={`btn ${compact ? 'btn--secondary' : 'btn--primary'}`} href={order.payment_url}>
            {t('pending_order.continue')}
            {compact && <span className="visually-hidden">: {order.title}</span>}
          </a>
        )}
        {order.cancelable && (
          <Button
            variant={compact ? 'ghost' : 'secondary'}
            loading={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
          >
            {t('pending_order.cancel')}
            {compact && <span className="visually-hidden">: {order.title}</span>}
          </Button>
        )}
      </div>
      {!compact && order.payment_url && <p className="pending-order__note">{t('pending_order.note')}</p>}
      {cancel.isError && <Alert tone="error">{apiErrorMessage(cancel.error, t)}</Alert>}
    </div>
  );
};
