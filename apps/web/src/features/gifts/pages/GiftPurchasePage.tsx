import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPln } from '@scena/shared/money';
import { Alert } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { usePageTitle } from '../../../lib/page-title';
import { sanitizeHtml } from '../../../lib/sanitize';
import { paths } from '../../../lib/paths';
import '../gifts.css';

/**
 * /platnosc/prezent (spec 1 §2 purchase pages): what the gift is (the any-gift's label and
 * description, or the item's title), its price, how the code reaches the recipient, then the
 * purchase form (invoice, consent; composed by the app), or why no gift can be bought now.
 */
export const GiftPurchasePage = ({
  title,
  description,
  price,
  available,
  form,
}: {
  title: string;
  /** HTML (the any-gift's description). */
  description?: string;
  price: number;
  available: boolean;
  form: ReactNode;
}) => {
  const { t } = useTranslation();
  usePageTitle(t('gifts.purchase_title'));
  return (
    <div className="page page--narrow purchase-page">
      <h1>{t('gifts.purchase_title')}</h1>
      <section className="card purchase-summary" aria-label={t('purchase.summary')}>
        <h2>{title}</h2>
        {description && (
          <div
            className="home-gift__description"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }}
          />
        )}
        <p>
          {t('gifts.price')}: <strong>{formatPln(price)}</strong>
        </p>
        <p>{t('gifts.how_it_works')}</p>
      </section>
      {available ? (
        form
      ) : (
        <>
          <Alert tone="warning" title={t('purchase.unavailable')}>
            <p>{t('access.reason.no_gift_available')}</p>
          </Alert>
          <ButtonLink to={paths.home} variant="secondary">
            {t('error_page.home')}
          </ButtonLink>
        </>
      )}
    </div>
  );
};
