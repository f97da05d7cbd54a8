import { useTranslation } from 'react-i18next';
import { anyGiftOnSale } from '@scena/shared/gifts/config-defaults';
import type { GiftConfig } from '@scena/shared/gifts/config.schema';
import { IMAGE_LINK, safeHref } from '@scena/shared/links';
import { formatPln } from '@scena/shared/money';
import { ButtonLink } from '../../../components/Button';
import { sanitizeHtml } from '../../../lib/sanitize';
import { links } from '../../../lib/paths';
import '../gifts.css';

/** Widths of the banner pictures (as the ads): phones ≤ 575 px, tablets 576–991 px, computers ≥ 992 px. */
const MEDIA = { mobile: '(max-width: 575px)', tablet: '(max-width: 991px)' } as const;

/**
 * The public home's gift block (spec 3 §2.13): shown only while the any-gift is on and its end is
 * not past; the banner chosen per screen width, the title, description and price, and the way to
 * /platnosc/prezent. `gift`: `giftConfig` of the home's GET /external_api/config (the page reads it
 * once for its blocks and this one); nothing while it is unknown or failed (spec 1 §8).
 */
export const HomeGiftBlock = ({ gift }: { gift: GiftConfig | undefined }) => {
  const { t, i18n } = useTranslation();
  if (!gift || !anyGiftOnSale(gift)) return null;
  const en = i18n.language === 'en';
  const label = (en && gift.gift_label_en) || gift.gift_label;
  const description = (en && gift.gift_description_en) || gift.gift_description;
  const desktop = safeHref(gift.desktop_gift_image, IMAGE_LINK);
  const tablet = safeHref(gift.tablet_gift_image, IMAGE_LINK) ?? desktop;
  const mobile = safeHref(gift.mobile_gift_image, IMAGE_LINK) ?? tablet;
  const fallback = desktop ?? tablet ?? mobile;
  return (
    <section className="home-gift card" aria-labelledby="home-gift-heading">
      {fallback && (
        <picture>
          {mobile && <source media={MEDIA.mobile} srcSet={mobile} />}
          {tablet && <source media={MEDIA.tablet} srcSet={tablet} />}
          <img className="home-gift__image" src={fallback} alt="" />
        </picture>
      )}
      <h2 id="home-gift-heading">{label}</h2>
      {/* Stored line breaks are shown as new lines (spec 3 §2.5); the HTML is sanitised again here. */}
      <div
        className="home-gift__description"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }}
      />
      <p className="home-gift__price">{formatPln(gift.gift_price)}</p>
      <ButtonLink to={links.purchaseGift()}>{t('gifts.buy_any')}</ButtonLink>
    </section>
  );
};
