import { useTranslation } from 'react-i18next';
import type { PublicAppConfig } from '@scena/shared/app-config.schema';
import { AD_LINK, IMAGE_LINK, safeHref } from '@scena/shared/links';

/**
 * The advertisement under an item (spec 2 §2.10): the paid variant on paid items, the free one on
 * free items, each with a picture per screen: phones up to 575 px, tablets 576–991 px, computers
 * from 992 px. Shown only when switched on and when the variant has a picture.
 */
export const AdBanner = ({ config, paid }: { config: PublicAppConfig | undefined; paid: boolean }) => {
  const { t } = useTranslation();
  if (!config?.show_advertisement) return null;
  const variant = paid ? 'paid' : 'free';
  const image = (size: 'mobile' | 'tablet' | 'desktop') =>
    safeHref(config[`${size}_${variant}_ad_img`], IMAGE_LINK);
  const mobile = image('mobile');
  const tablet = image('tablet');
  const desktop = image('desktop');
  const fallback = mobile ?? tablet ?? desktop;
  if (!fallback) return null;
  const href = safeHref(paid ? config.paid_ad_url : config.free_ad_url, AD_LINK);
  const picture = (
    <picture>
      {desktop && <source media="(min-width: 992px)" srcSet={desktop} />}
      {tablet && <source media="(min-width: 576px)" srcSet={tablet} />}
      <img
        className="ad-banner__image"
        src={fallback}
        alt={t('item_page.ad_alt')}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
  return (
    <aside className="ad-banner" aria-label={t('item_page.ad_label')}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer sponsored">
          {picture}
          <span className="visually-hidden"> ({t('common.opens_in_new_tab')})</span>
        </a>
      ) : (
        picture
      )}
    </aside>
  );
};
