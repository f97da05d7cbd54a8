import { useTranslation } from 'react-i18next';
import type { CatalogEventCard } from '@scena/shared/catalog.contract';
import { EventCard } from './EventCard';
import { HomeSection } from './HomeSection';
import { HOME_ANCHORS } from '@scena/shared/constants';

/** Spec 3 §2.13 repertoire block: current and upcoming events, by start. */
export const RepertoireBlock = ({
  events,
  state,
  now,
}: {
  events: CatalogEventCard[];
  state: 'pending' | 'error' | 'success';
  now: Date;
}) => {
  const { t } = useTranslation();
  return (
    <HomeSection id={HOME_ANCHORS.repertoire} heading={t('catalog_home.repertoire_heading')} state={state}>
      {events.length === 0 ? (
        <p className="home-empty">{t('catalog_home.repertoire_empty')}</p>
      ) : (
        <ul className="home-grid">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} now={now} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
};
