import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { links } from '../../../lib/paths';
import { CardAction } from './CardAction';
import type { CatalogVideoCard } from '@scena/shared/catalog.contract';
import { videoAvailability } from '@scena/shared/time';
import { CardHeading, CardImage, CardMeta } from './CardMeta';
import { orOriginal, originalLang, translationFor, warsawDateTime } from './home-format';

/**
 * A video on the home page (spec 3 §2.13): picture, title, price, duration, age, and a label with
 * the date and time it becomes available when that is still ahead. Its title links to the video's
 * page; CardAction is its button.
 */
export const VideoCard = ({ video, now }: { video: CatalogVideoCard; now: Date }) => {
  const { t, i18n } = useTranslation();
  const { authenticated } = useSession();
  const translation = translationFor(video.translations, i18n.language);
  const title = orOriginal(translation?.title, video.title);
  const subtitle = translation
    ? orOriginal(translation.subtitle, video.subtitle ?? '')
    : (video.subtitle ?? '');
  const upcoming =
    videoAvailability(video, now) === 0 && video.available_from
      ? warsawDateTime(new Date(video.available_from))
      : null;
  return (
    <article className="home-card home-card--video">
      <CardImage src={video.thumb_link ?? video.image_link} alt={title} />
      <div className="home-card__body">
        {upcoming && (
          <p className="home-status home-status--soon">{t('catalog_home.available_from', upcoming)}</p>
        )}
        <CardHeading
          title={title}
          subtitle={subtitle}
          titleLang={originalLang(translation?.title, i18n.language)}
          subtitleLang={originalLang(translation?.subtitle, i18n.language)}
          href={
            authenticated
              ? links.video(video.slug || video.id)
              : links.itemPublic('video', video.slug || video.id)
          }
        />
        <CardMeta
          price={video.video_price}
          newPrice={video.newPrice}
          duration={video.duration}
          age={video.age_restriction}
        />
        <CardAction entry={{ kind: 'video', item: video }} title={title} now={now} />
      </div>
    </article>
  );
};

/** Spec 3 §2.13 video card visibility: not when invisible, hidden from the home page or past end_date. */
export const isListedVideo = (video: CatalogVideoCard, now: Date): boolean =>
  video.visible === 1 && video.dashboard_hidden === 0 && videoAvailability(video, now) !== -1;
