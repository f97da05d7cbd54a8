import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet } from '@scena/shared/images';
import { sanitizeHtml } from '../../../../lib/sanitize';
import {
  formatClock,
  formatDay,
  orOriginal,
  originalLang,
  translationFor,
  warsawDateTime,
} from '../home-format';
import { itemPrice, type CatalogItem, type ItemAccess } from '../../item/access';
import { endsWithinDay, type ItemState } from '@scena/shared/access/availability';
import { ItemPrice, PaymentStatusTag } from './ItemPrice';
import { Countdown } from './Countdown';
import { ticketsNote } from '../../item/tickets';

/** The texts of an item in the interface language (translations fall back to the Polish original). */
export const useItemTexts = (entry: CatalogItem) => {
  const { i18n } = useTranslation();
  const own =
    entry.kind === 'event'
      ? translationFor(entry.item.translations, i18n.language)
      : translationFor(entry.item.translations, i18n.language);
  const video = translationFor(
    entry.kind === 'event' ? entry.item.videoTranslations : entry.item.translations,
    i18n.language,
  );
  return {
    title: orOriginal(own?.title, entry.item.title),
    titleLang: originalLang(own?.title, i18n.language),
    subtitle: own ? orOriginal(own.subtitle, entry.item.subtitle ?? '') : (entry.item.subtitle ?? ''),
    description: orOriginal(video?.description, entry.item.description ?? ''),
    descriptionLang: originalLang(video?.description, i18n.language),
    additional: orOriginal(video?.additional_desc, entry.item.additional_desc ?? ''),
  };
};

export const EventWhen = ({ entry }: { entry: Extract<CatalogItem, { kind: 'event' }> }) => {
  const { t } = useTranslation();
  const event = entry.item;
  const days =
    event.date_to === event.date_from
      ? formatDay(event.date_from)
      : `${formatDay(event.date_from)} – ${formatDay(event.date_to)}`;
  let time: string | null = null;
  if (event.full_day) time = t('catalog_home.full_day');
  else if (event.time_from)
    time =
      event.hide_time_to || !event.time_to
        ? formatClock(event.time_from)
        : `${formatClock(event.time_from)} – ${formatClock(event.time_to)}`;
  return (
    <>
      <dt>{t('catalog_home.label_date')}</dt>
      <dd>{days}</dd>
      {time && (
        <>
          <dt>{t('catalog_home.label_time')}</dt>
          <dd>{time}</dd>
        </>
      )}
    </>
  );
};

/** What the item's time means now: a countdown to its start or end, or a sentence. */
const Availability = ({
  entry,
  timing,
  now,
  onChange,
  waitingToWatch,
}: {
  entry: CatalogItem;
  timing: ItemState;
  now: Date;
  onChange: () => void;
  waitingToWatch: boolean;
}) => {
  const { t } = useTranslation();
  const event = entry.kind === 'event';
  if (timing.available === -1)
    return (
      <p className="item-availability">{t(event ? 'item_page.event_ended' : 'item_page.video_ended')}</p>
    );
  if (!timing.nextChange) return null;
  const at = warsawDateTime(timing.nextChange);
  if (timing.available === 0) {
    return (
      <>
        {!event && <p className="item-availability">{t('item_page.video_from', at)}</p>}
        <Countdown nextChange={timing.nextChange} label={t('item_page.countdown_start')} onDone={onChange} />
        {/* Came to watch before the start ("Przejdź do oglądania"): say when, and that the page opens the player by itself. */}
        {waitingToWatch && (
          <p className="item-availability item-availability--waiting" role="status">
            {t(event ? 'item_page.watch_waiting_event' : 'item_page.watch_waiting_video', at)}
          </p>
        )}
      </>
    );
  }
  const soon = endsWithinDay(timing, now);
  const text = event
    ? t('item_page.event_on_until', at)
    : t(soon ? 'item_page.video_until_soon' : 'item_page.video_until', at);
  return (
    <>
      <p className="item-availability">{text}</p>
      {soon && (
        <Countdown nextChange={timing.nextChange} label={t('item_page.countdown_end')} onDone={onChange} />
      )}
    </>
  );
};

/** Teaser (behind the trailer toggle), else the gallery, else the main image. */
const ItemMedia = ({
  entry,
  title,
  trailer,
  renderTrailer,
}: {
  entry: CatalogItem;
  title: string;
  trailer: boolean;
  renderTrailer: (value: string) => ReactNode;
}) => {
  const item = entry.item;
  if (trailer && item.teaser_link)
    return <div className="item-media item-media--trailer">{renderTrailer(item.teaser_link)}</div>;
  const images = item.gallery?.images ?? [];
  if (images.length > 0) {
    return (
      <ul className="item-media item-gallery" aria-label={title}>
        {images.map((image, index) => (
          <li key={image.id}>
            <img
              src={image.url}
              srcSet={imageSrcSet(image.url)}
              sizes="(max-width: 991px) 100vw, 60vw"
              alt={`${title} (${index + 1}/${images.length})`}
              width={1200}
              height={675}
              decoding="async"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    );
  }
  // No picture: a poster of the title instead of an empty box (the heading says it to screen readers).
  if (!item.image_link)
    return (
      <div className="item-media item-media--empty" aria-hidden="true" data-testid="item-poster">
        <span className="item-media__poster-title">{title}</span>
      </div>
    );
  return (
    <div className="item-media">
      <img
        src={item.image_link}
        srcSet={imageSrcSet(item.image_link)}
        sizes="(max-width: 991px) 100vw, 60vw"
        alt={title}
        width={1200}
        height={675}
        decoding="async"
      />
    </div>
  );
};

/**
 * The event and video detail card (spec 1 §2): title, date and time, description, price,
 * payment status, duration, +N, countdown or availability text, trailer toggle and media. The
 * buttons and the player are the page's (`actions`, `watch`).
 */
export const ItemDetail = (props: {
  entry: CatalogItem;
  access: ItemAccess;
  timing: ItemState;
  now: Date;
  onTimeChange: () => void;
  actions: ReactNode;
  /** Watch mode's player, shown instead of the media. */
  watch?: ReactNode;
  /** Watch mode was asked for before the start: the page explains it opens the player by itself. */
  waitingToWatch?: boolean;
  renderTrailer: (value: string) => ReactNode;
}) => {
  const { entry, access, timing, now } = props;
  const { t } = useTranslation();
  const texts = useItemTexts(entry);
  const [trailer, setTrailer] = useState(false);
  const description = useMemo(() => sanitizeHtml(texts.description), [texts.description]);
  const item = entry.item;
  // Few tickets left (or none): the event says how many, as its home card does.
  const tickets = entry.kind === 'event' ? ticketsNote(entry.item) : null;
  return (
    <article className={props.watch ? 'item-page item-page--watching' : 'item-page'}>
      <div className="item-page__media">
        {props.watch ?? (
          <ItemMedia
            entry={entry}
            title={texts.title}
            trailer={trailer}
            renderTrailer={props.renderTrailer}
          />
        )}
      </div>
      <div className="item-page__info">
        <PaymentStatusTag status={access.paymentStatus} free={itemPrice(entry) === 0} />
        <h1 className="item-page__title" lang={texts.titleLang}>
          {texts.title}
        </h1>
        {texts.subtitle && <p className="item-page__subtitle">{texts.subtitle}</p>}
        <dl className="item-facts">
          {entry.kind === 'event' && <EventWhen entry={entry} />}
          {item.duration ? (
            <>
              <dt>{t('catalog_home.label_duration')}</dt>
              <dd>{t('catalog_home.duration_minutes', { minutes: item.duration })}</dd>
            </>
          ) : null}
          {tickets && timing.available !== -1 && (
            <>
              <dt>{t('catalog_home.label_tickets')}</dt>
              <dd className="item-facts__tickets">
                {tickets.kind === 'sold_out'
                  ? t('catalog_home.sold_out')
                  : t('catalog_home.tickets_left', { count: tickets.left })}
              </dd>
            </>
          )}
          {item.age_restriction ? (
            <>
              <dt>{t('catalog_home.label_age')}</dt>
              <dd className="item-facts__age">{t('catalog_home.age', { age: item.age_restriction })}</dd>
            </>
          ) : null}
        </dl>
        <ItemPrice price={itemPrice(entry)} access={access} />
        <Availability
          entry={entry}
          timing={timing}
          now={now}
          onChange={props.onTimeChange}
          waitingToWatch={props.waitingToWatch ?? false}
        />
        {props.actions}
        {item.teaser_link && !props.watch && (
          <button
            type="button"
            className="btn btn--ghost"
            aria-pressed={trailer}
            onClick={() => setTrailer(!trailer)}
          >
            {t(trailer ? 'item_page.trailer_hide' : 'item_page.trailer_show')}
          </button>
        )}
      </div>
      {/* Watch mode shows the running version's own description under the player: once. */}
      {description && !props.watch && (
        <div
          className="prose item-page__description"
          lang={texts.descriptionLang}
          dangerouslySetInnerHTML={{ __html: description }}
        />
      )}
    </article>
  );
};
