import { useTranslation } from 'react-i18next';
import type { PublicAppConfig } from '@scena/shared/app-config.schema';
import { AD_LINK, IMAGE_LINK, safeHref } from '@scena/shared/links';

/** Screen widths of the ad pictures (spec 2 §2.10): phones ≤ 575 px, tablets 576–991 px, computers ≥ 992 px. */
export const AD_MEDIA = { mobile: '(max-width: 575px)', tablet: '(max-width: 991px)' } as const;

type AdConfig = Pick<
  PublicAppConfig,
  | 'show_advertisement'
  | 'free_ad_url'
  | 'paid_ad_url'
  | 'mobile_free_ad_img'
  | 'tablet_free_ad_img'
  | 'desktop_free_ad_img'
  | 'mobile_paid_ad_img'
  | 'tablet_paid_ad_img'
  | 'desktop_paid_ad_img'
>;

/**
 * The ad banner of event and video pages: the paid variant for items with a price, the free one
 * otherwise, the picture chosen by the browser per width. Nothing when ads are off or the variant
 * has no picture. For the event and video pages (viewer): `<AdBanner config={config} paid={price > 0} />`.
 */
export function AdBanner({ config, paid }: { config: AdConfig | undefined; paid: boolean }) {
  const { t } = useTranslation();
  if (!config?.show_advertisement) return null;
  const variant = paid ? 'paid' : 'free';
  const desktop = safeHref(config[`desktop_${variant}_ad_img`], IMAGE_LINK);
  const tablet = safeHref(config[`tablet_${variant}_ad_img`], IMAGE_LINK) ?? desktop;
  const mobile = safeHref(config[`mobile_${variant}_ad_img`], IMAGE_LINK) ?? tablet;
  const fallback = desktop ?? tablet ?? mobile;
  if (!fallback) return null;
  const picture = (
    <picture>
      {mobile && <source media={AD_MEDIA.mobile} srcSet={mobile} />}
      {tablet && <source media={AD_MEDIA.tablet} srcSet={tablet} />}
      <img
        src={fallback}
        alt={t('ads.alt', { defaultValue: 'Reklama' })}
        style={{ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto' }}
      />
    </picture>
  );
  const href = safeHref(config[`${variant}_ad_url`], AD_LINK);
  return (
    <aside
      className="ad-banner"
      aria-label={t('ads.label', { defaultValue: 'Reklama' })}
      data-variant={variant}
      style={{ margin: '24px 0' }}
    >
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer sponsored">
          {picture}
        </a>
      ) : (
        picture
      )}
    </aside>
  );
}
