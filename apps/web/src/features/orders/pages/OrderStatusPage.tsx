import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPln } from '@scena/shared/money';
import { Alert, Spinner } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { apiErrorMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { links, PAYMENT_ERROR_CODE, paths } from '../../../lib/paths';
import { useOrder, type AnyOrder } from '../api/order';
import { accessUntilKey, formatInstant } from '../format';
import { PendingOrderActions } from '../components/PendingOrderActions';
import { orderOutcome, statusLabelKey, type OrderOutcome } from '../order-status';
import type { ProductKind } from '../product';
import '../orders.css';

const itemIdOf = (order: AnyOrder): number | null => ('event_id' in order ? order.event_id : order.video_id);

const HEADING: Record<OrderOutcome, string> = {
  processing: 'order_status.processing_heading',
  success: 'order_status.success_heading',
  failure: 'order_status.failure_heading',
  refund: 'order_status.refund_heading',
};

/** What happened and what to do next: the part that changes in place while the page keeps asking. */
const Outcome = ({
  kind,
  order,
  outcome,
  providerError,
}: {
  kind: ProductKind;
  order: AnyOrder;
  outcome: OrderOutcome;
  providerError: boolean;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const itemId = itemIdOf(order);
  const watchable = order.slug !== null;
  switch (outcome) {
    case 'processing':
      return (
        <>
          <p className="lead">{t('order_status.processing_text')}</p>
          {providerError && <p className="order-status__note">{t('order_status.provider_error_pending')}</p>}
          <span className="spinner order-status__spinner" aria-hidden="true" />
          <PendingOrderActions
            kind={kind}
            order={order}
            // Start again: the purchase page of the same item, its ticket free again.
            onCancelled={() => {
              if (itemId !== null) navigate(links.purchase(kind, itemId));
            }}
          />
        </>
      );
    case 'success':
      return (
        <>
          <p className="lead">{t('order_status.success_text', { title: order.title })}</p>
          {watchable && (
            <ButtonLink to={links.item(kind, order.slug || itemId || '', { watch: true })}>
              {t('order_status.watch')}
            </ButtonLink>
          )}
        </>
      );
    case 'refund':
      return (
        <p className="lead">
          {t(
            order.status === 'REFUNDED'
              ? 'order_status.refunded_text'
              : 'order_status.waiting_for_refund_text',
          )}
        </p>
      );
    case 'failure':
      return (
        <>
          <p className="order-status__note order-status__note--error">{t('order_status.payment_error')}</p>
          <p className="lead">
            {t(
              order.status === 'NOT_STARTED' ? 'order_status.not_finished_text' : 'order_status.failure_text',
            )}
          </p>
          {itemId !== null && (
            <ButtonLink to={links.purchase(kind, itemId)} variant="secondary">
              {t('order_status.buy_again')}
            </ButtonLink>
          )}
        </>
      );
  }
};

/**
 * /status-zamowienia/wydarzenie/{extOrderId} and /status-zamowienia/wideo/{extOrderId} (spec 1 §2):
 * where the provider sends the buyer back. The query (`error=501`) is the provider's word only: the
 * page shows the order's real status from the server, and while the payment is still processing it
 * keeps asking and updates in place (a polite live region). `onSettled` runs when the order leaves
 * processing (the app refreshes what the catalogue shows about the item).
 */
export const OrderStatusPage = ({ kind, onSettled }: { kind: ProductKind; onSettled?: () => void }) => {
  const { t } = useTranslation();
  const { extOrderId = '' } = useParams();
  const [params] = useSearchParams();
  const providerError = params.get('error') === String(PAYMENT_ERROR_CODE);
  const query = useOrder(kind, extOrderId);
  usePageTitle(t('order_status.title'));
  const outcome = query.data ? orderOutcome(query.data.status) : null;

  const settled = useRef<OrderOutcome | null>(null);
  useEffect(() => {
    if (outcome && outcome !== 'processing' && settled.current !== outcome) onSettled?.();
    settled.current = outcome;
  }, [outcome, onSettled]);

  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    // Missing, malformed or someone else's: the generic error page (spec 1 §2).
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) {
      return <Navigate replace to={links.error({ status: 404, message: t('orders.error.not_found') })} />;
    }
    return <Alert tone="error">{apiErrorMessage(query.error, t)}</Alert>;
  }
  const order = query.data;
  const current = outcome!;
  const until = accessUntilKey(order);
  return (
    <div className={`page page--narrow order-status order-status--${current}`}>
      <div aria-live="polite" aria-atomic="true" className="order-status__outcome">
        <h1>{t(HEADING[current])}</h1>
        <Outcome kind={kind} order={order} outcome={current} providerError={providerError} />
      </div>
      <section className="card" aria-labelledby="order-summary-heading">
        <h2 id="order-summary-heading">{t('order_status.summary')}</h2>
        <dl className="order-status__details">
          <dt>{t('order_status.number')}</dt>
          <dd className="order-status__number">{order.extOrderId}</dd>
          <dt>{t('order_status.item')}</dt>
          <dd>{order.title}</dd>
          <dt>{t('order_status.price')}</dt>
          <dd>{formatPln(order.amount)}</dd>
          <dt>{t('order_status.date')}</dt>
          <dd>{formatInstant(order.created_at)}</dd>
          <dt>{t('order_status.status')}</dt>
          <dd>{t(statusLabelKey(order))}</dd>
          {kind === 'video' && (
            <>
              <dt>{t('order_status.access_to')}</dt>
              <dd>{'date' in until ? until.date : t(until.key)}</dd>
            </>
          )}
        </dl>
      </section>
      <ButtonLink to={paths.account} variant="ghost">
        {t('order_status.to_account')}
      </ButtonLink>
    </div>
  );
};
