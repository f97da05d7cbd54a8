import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/Button';
import { links, type ItemKind } from '../../../lib/paths';
import { useGiftSettings } from '../api/settings';

/**
 * "Buy as a gift" on an event's or video's purchase page (spec 1 §2): offered while gifts are on
 * and the item has a price (hidden at 0 zł); leads to /platnosc/prezent for that item.
 */
export const GiftOption = ({
  kind,
  id,
  title,
  price,
}: {
  kind: ItemKind;
  id: number;
  title: string;
  price: number;
}) => {
  const { t } = useTranslation();
  const { data: settings } = useGiftSettings();
  if (!settings?.gift_available || price <= 0) return null;
  return (
    <section className="page page--narrow gift-option" aria-labelledby="gift-option-heading">
      <h2 id="gift-option-heading">{t('gifts.buy_as_gift')}</h2>
      <p>{t('gifts.buy_as_gift_text', { title })}</p>
      <ButtonLink to={links.purchaseGift({ kind, id })} variant="secondary">
        {t('gifts.buy_as_gift')}
        <span className="visually-hidden">: {title}</span>
      </ButtonLink>
    </section>
  );
};
