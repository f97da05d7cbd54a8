import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { links } from '../../../lib/paths';
import { CardAction } from './CardAction';
import { ticketsNote } from '../item/tickets';
import type { CatalogEventCard } from '@scena/shared/catalog.contract';
import { eventTimeStatus, type TimeStatus } from '@scena/shared/time';
import { CardHeading, CardImage, CardMeta, Fact } from './CardMeta';
import { formatClock, formatDay, orOriginal, originalLang, translationFor } from './home-format';

const STATUS_KEY: Record<TimeStatus, string> = {
  ended: 'catalog_home.status_ended',
  soon: 'catalog_home.status_soon',
  in_progress: 'catalog_home.status_in_progress',
};

/** 'H:mm – H:mm', just the start when hide_time_to, or "all day". */
const timeText = (event: CatalogEventCard, allDay: string): string | null => {
  if (event.full_day) return allDay;
  if (!event.time_from) return null;
  if (event.hide_time_to || !event.time_to) return formatClock(event.time_from);
  return `${formatClock(event.time_from)} – ${formatClock(event.time_to)}`;
};

/**
 * An event on the home page (spec 3 §2.13): picture, title, dates, time, price, duration, age and
 * the time status computed by the shared Warsaw clock at `now`. Its title links to the event's page;
 * CardAction is its button.
 */
export const EventCard = ({ event, now }: { event: CatalogEventCard; now: Date }) => {
  const { t, i18n } = useTranslation();
  const { authenticated } = useSession();
  const translation = translationFor(event.translations, i18n.language);
  const title = orOriginal(translation?.title, event.title);
  const subtitle = translation
    ? orOriginal(translation.subtitle, event.subtitle ?? '')
    : (event.subtitle ?? '');
  const status = eventTimeStatus(event, now);
  const time = timeText(event, t('catalog_home.full_day'));
  const tickets = ticketsNote(event);
  return (
    <article className={`home-card home-card--event home-card--${status}`}>
      <CardImage src={event.thumb_link ?? event.image_link} alt={title} />
      <div className="home-card__body">
        <p className={`home-status home-status--${status}`}>{t(STATUS_KEY[status])}</p>
        <CardHeading
          title={title}
          subtitle={subtitle}
          titleLang={originalLang(translation?.title, i18n.language)}
          subtitleLang={originalLang(translation?.subtitle, i18n.language)}
          href={
            authenticated
              ? links.event(event.slug || event.id)
              : links.itemPublic('event', event.slug || event.id)
          }
        />
        <CardMeta
          price={event.event_price}
          newPrice={event.newPrice}
          duration={event.duration}
          age={event.age_restriction}
        >
          <Fact label={t('catalog_home.label_date')}>
            <time dateTime={event.date_from}>{formatDay(event.date_from)}</time>
            {event.date_to !== event.date_from && (
              <>
                {' – '}
                <time dateTime={event.date_to}>{formatDay(event.date_to)}</time>
              </>
            )}
          </Fact>
          {time && <Fact label={t('catalog_home.label_time')}>{time}</Fact>}
          {tickets?.kind === 'few' && status !== 'ended' && (
            <Fact label={t('catalog_home.label_tickets')}>
              <span className="home-card__tickets">
                {t('catalog_home.tickets_left', { count: tickets.left })}
              </span>
            </Fact>
          )}
        </CardMeta>
        <CardAction entry={{ kind: 'event', item: event }} title={title} now={now} />
      </div>
    </article>
  );
};
