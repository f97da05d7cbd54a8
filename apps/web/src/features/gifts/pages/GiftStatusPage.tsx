import { useEffect, useRef } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPln } from '@scena/shared/money';
import { Alert, Spinner } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { apiErrorMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { links, PAYMENT_ERROR_CODE, paths } from '../../../lib/paths';
import { useGiftOrder } from '../api/orders';
import { GiftCodes } from '../components/GiftCodes';
import { formatInstant, giftOutcome, giftTitle, statusKey, type GiftOutcome } from '../status';

const HEADING: Record<GiftOutcome, string> = {
  processing: 'order_status.processing_heading',
  success: 'order_status.success_heading',
  failure: 'order_status.failure_heading',
  refund: 'order_status.refund_heading',
};

/**
 * /status-zamowienia/prezent/{extOrderId} (spec 1 §2): where the provider sends the gift's buyer
 * back. The order's real status from the server decides (`error=501` adds the payment-error note
 * while it is not final); while processing the page keeps asking and updates in place; once
 * completed it shows the gift code to hand over.
 */
export const GiftStatusPage = ({ onSettled }: { onSettled?: () => void }) => {
  const { t, i18n } = useTranslation();
  const { extOrderId = '' } = useParams();
  const [params] = useSearchParams();
  const providerError = params.get('error') === String(PAYMENT_ERROR_CODE);
  const query = useGiftOrder(extOrderId);
  usePageTitle(t('order_status.title'));
  const outcome = query.data ? giftOutcome(query.data.status) : null;
  const settled = useRef<GiftOutcome | null>(null);
  useEffect(() => {
    if (outcome && outcome !== 'processing' && settled.current !== outcome) onSettled?.();
    settled.current = outcome;
  }, [outcome, onSettled]);

  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))
      return <Navigate replace to={links.error({ status: 404, message: t('orders.error.not_found') })} />;
    return <Alert tone="error">{apiErrorMessage(query.error, t)}</Alert>;
  }
  const order = query.data;
  const current = outcome!;
  const title = giftTitle(order, i18n.language);
  return (
    <div className={`page page--narrow order-status order-status--${current}`}>
      <div aria-live="polite" aria-atomic="true" className="order-status__outcome">
        <h1>{t(HEADING[current])}</h1>
        {current === 'processing' && (
          <>
            <p className="lead">{t('order_status.processing_text')}</p>
            {providerError && (
              <p className="order-status__note">{t('order_status.provider_error_pending')}</p>
            )}
            {order.payment_url && (
              <a className="btn btn--secondary" href={order.payment_url}>
                {t('gifts.continue_payment')}
              </a>
            )}
          </>
        )}
        {current === 'success' && (
          <>
            <p className="lead">{t('gifts.success_text', { title })}</p>
            <GiftCodes codes={order.codes} />
          </>
        )}
        {current === 'refund' && (
          <p className="lead">
            {t(
              order.status === 'REFUNDED'
                ? 'order_status.refunded_text'
                : 'order_status.waiting_for_refund_text',
            )}
          </p>
        )}
        {current === 'failure' && (
          <>
            <p className="order-status__note order-status__note--error">{t('order_status.payment_error')}</p>
            <p className="lead">{t('gifts.failure_text')}</p>
          </>
        )}
      </div>
      <section className="card" aria-labelledby="order-summary-heading">
        <h2 id="order-summary-heading">{t('order_status.summary')}</h2>
        <dl className="order-status__details">
          <dt>{t('order_status.number')}</dt>
          <dd className="order-status__number">{order.extOrderId}</dd>
          <dt>{t('order_status.item')}</dt>
          <dd>{title}</dd>
          <dt>{t('order_status.price')}</dt>
          <dd>{formatPln(order.amount)}</dd>
          <dt>{t('order_status.date')}</dt>
          <dd>{formatInstant(order.created_at)}</dd>
          <dt>{t('order_status.status')}</dt>
          <dd>{t(statusKey(order.status))}</dd>
        </dl>
      </section>
      <ButtonLink to={paths.account} variant="ghost">
        {t('order_status.to_account')}
      </ButtonLink>
    </div>
  );
};
