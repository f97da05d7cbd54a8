import { useTranslation } from 'react-i18next';
import type { CatalogEventCard } from '@scena/shared/catalog.contract';
import type { HomeAppConfig } from '@scena/shared/content.contract';
import { eventTimeStatus } from '@scena/shared/time';
import { EventCard } from './EventCard';
import { HomeSection } from './HomeSection';
import { HOME_ANCHORS } from '@scena/shared/constants';

type FestivalConfig = Pick<
  HomeAppConfig,
  | 'festival_title'
  | 'festival_title_en'
  | 'festival_short_dates'
  | 'festival_show_finished'
  | 'festival_reverse_finished'
>;

/**
 * The events of the festival block: festival events only; finished ones only with
 * festival_show_finished, and with festival_reverse_finished moved after the current and upcoming
 * ones, the most recently finished first. Otherwise in the server's order (by start).
 */
export const festivalEvents = (
  events: CatalogEventCard[],
  config: FestivalConfig,
  now: Date,
): CatalogEventCard[] => {
  const festival = events.filter((event) => event.is_festival);
  const ended = festival.filter((event) => eventTimeStatus(event, now) === 'ended');
  const open = festival.filter((event) => !ended.includes(event));
  if (!config.festival_show_finished) return open;
  return config.festival_reverse_finished ? [...open, ...ended.toReversed()] : festival;
};

/** Spec 3 §2.13 festival block: its title (pl/en), short dates and the festival's event cards. */
export const FestivalBlock = ({
  config,
  events,
  state,
  now,
}: {
  config: FestivalConfig;
  events: CatalogEventCard[] | undefined;
  state: 'pending' | 'error' | 'success';
  now: Date;
}) => {
  const { t, i18n } = useTranslation();
  const list = events ? festivalEvents(events, config, now) : [];
  // A festival with nothing to show yet is left out rather than shown empty.
  if (state === 'success' && list.length === 0) return null;
  const english = i18n.language === 'en' && config.festival_title_en.trim();
  const title = english || config.festival_title.trim() || t('catalog_home.festival_heading');
  // The Polish title shown to an English viewer is marked as Polish (WCAG 3.1.2).
  const polishTitle = !english && i18n.language !== 'pl' && config.festival_title.trim() !== '';
  return (
    <HomeSection
      id={HOME_ANCHORS.festival}
      heading={title}
      headingLang={polishTitle ? 'pl' : undefined}
      state={state}
      intro={
        config.festival_short_dates ? (
          <p className="home-section__note">{config.festival_short_dates}</p>
        ) : undefined
      }
    >
      <ul className="home-grid">
        {list.map((event) => (
          <li key={event.id}>
            <EventCard event={event} now={now} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
