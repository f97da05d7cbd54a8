import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageSrcSet } from '@scena/shared/images';
import { formatPrice } from './home-format';

/** One labelled fact of a card; the label is for screen readers, the value speaks for itself visually. */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="home-card__fact">
    <dt className="visually-hidden">{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** Price, duration and age restriction: the facts event and video cards share (spec 3 §2.13). */
export const CardMeta = ({
  price,
  newPrice,
  duration,
  age,
  children,
}: {
  price: number;
  /** The viewer's price after their code (newPrice): the old one is then struck through. */
  newPrice?: number;
  duration: number | null;
  age: number | null;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const discounted = newPrice !== undefined && newPrice !== price;
  return (
    <dl className="home-card__facts">
      {children}
      <Fact label={t('catalog_home.label_price')}>
        {discounted && (
          <>
            <s className="home-card__old-price">
              <span className="visually-hidden">{t('item_page.old_price')} </span>
              {formatPrice(price, t('catalog_home.free'))}
            </s>{' '}
          </>
        )}
        <span className="home-card__price">
          {formatPrice(discounted ? newPrice : price, t('catalog_home.free'))}
        </span>
      </Fact>
      {duration ? (
        <Fact label={t('catalog_home.label_duration')}>
          {t('catalog_home.duration_minutes', { minutes: duration })}
        </Fact>
      ) : null}
      {age ? (
        <Fact label={t('catalog_home.label_age')}>
          <span className="home-card__age">{t('catalog_home.age', { age })}</span>
        </Fact>
      ) : null}
    </dl>
  );
};

export { Fact };

/**
 * The card's title and subtitle, each marked with the language it is really in (an untranslated
 * text stays Polish in English mode: `originalLang`).
 */
export const CardHeading = ({
  title,
  subtitle,
  titleLang,
  subtitleLang,
  href,
}: {
  title: string;
  subtitle: string;
  titleLang?: string;
  subtitleLang?: string;
  /** The item's page: the title is the card's link. */
  href: string;
}) => (
  <>
    <h3 className="home-card__title" lang={titleLang}>
      <Link to={href} className="home-card__link">
        {title}
      </Link>
    </h3>
    {subtitle && (
      <p className="home-card__subtitle" lang={subtitleLang}>
        {subtitle}
      </p>
    )}
  </>
);

/** Cards fill the phone's width, two or three to a row on wider screens (home.css .home-grid). */
const CARD_SIZES = '(max-width: 560px) 100vw, (max-width: 1024px) 50vw, 400px';

/** The card's picture: the thumbnail (or main image) with the title as its text alternative. */
export const CardImage = ({ src, alt }: { src: string | null; alt: string }) =>
  src ? (
    <img
      className="home-card__image"
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={CARD_SIZES}
      alt={alt}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <div className="home-card__image home-card__image--empty" aria-hidden="true" />
  );
