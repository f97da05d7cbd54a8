import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accessReasonKey } from '@scena/shared/access/reasons';
import { Alert } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useOpenOrder } from '../api/open-order';
import { PendingOrderActions } from '../components/PendingOrderActions';
import { PurchaseForm } from '../components/PurchaseForm';
import type { PurchaseProduct } from '../product';
import '../orders.css';

/** A payment for the item is under way: continue it or cancel it and start again (then the form comes back). */
const Processing = ({ product, onCancelled }: { product: PurchaseProduct; onCancelled: () => void }) => {
  const { t } = useTranslation();
  const open = useOpenOrder(product.kind, product.id);
  return (
    <>
      <Alert tone="info">
        {t(open.order?.payment_url ? 'purchase.processing_open' : 'purchase.processing')}
      </Alert>
      {open.order && <PendingOrderActions kind={product.kind} order={open.order} onCancelled={onCancelled} />}
      <ButtonLink to={paths.account} variant="ghost">
        {t('order_status.to_account')}
      </ButtonLink>
    </>
  );
};

/**
 * A purchase page (spec 1 §2): the product summary (composed by the app from the catalogue), then
 * the form, or why it cannot be bought now (age, country, not available, payments off, no
 * tickets, over), or that the viewer holds it already or a payment is being processed.
 */
export const PurchasePage = ({
  product,
  summary,
  onFree,
  onRefused,
}: {
  product: PurchaseProduct;
  summary: ReactNode;
  onFree: () => void;
  onRefused: () => void;
}) => {
  const { t } = useTranslation();
  usePageTitle(t('purchase.title'));
  const { availability } = product;
  let body: ReactNode;
  switch (availability.kind) {
    case 'open':
      body = <PurchaseForm product={product} onFree={onFree} onRefused={onRefused} />;
      break;
    case 'unavailable':
      body = (
        <>
          <Alert tone="warning" title={t('purchase.unavailable')}>
            <p>{t(accessReasonKey(availability.reason))}</p>
          </Alert>
          <ButtonLink to={product.itemHref} variant="secondary">
            {t('purchase.back_to_item')}
          </ButtonLink>
        </>
      );
      break;
    case 'held':
      body = (
        <>
          <Alert tone="success">{t('purchase.already_held')}</Alert>
          <ButtonLink to={product.itemHref}>{t('purchase.go_to_item')}</ButtonLink>
        </>
      );
      break;
    case 'processing':
      body = <Processing product={product} onCancelled={onRefused} />;
      break;
  }
  return (
    <div className="page page--narrow purchase-page">
      <h1>{t('purchase.title')}</h1>
      <section className="card purchase-summary" aria-label={t('purchase.summary')}>
        {summary}
      </section>
      {body}
    </div>
  );
};

/** /platnosc/{productType}/{productId} for a product type not sold yet (gifts, group tickets: a later release). */
export const ProductNotAvailablePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('purchase.title'));
  return (
    <div className="page page--narrow purchase-page">
      <h1>{t('purchase.title')}</h1>
      <Alert tone="info" title={t('purchase.product_not_available')}>
        <p>{t('purchase.product_not_available_text')}</p>
      </Alert>
      <ButtonLink to={paths.home}>{t('error_page.home')}</ButtonLink>
    </div>
  );
};
