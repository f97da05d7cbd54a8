import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogVideoCard, Category } from '@scena/shared/catalog.contract';
import { HomeSection } from './HomeSection';
import { orOriginal, originalLang, translationFor } from './home-format';
import { VideoCard } from './VideoCard';
import { HOME_ANCHORS } from '@scena/shared/constants';

/**
 * Spec 3 §2.13 VOD block: video cards, with category filter buttons and "show all" when
 * vod_filters is on. Only categories holding at least one listed video get a button, so no
 * filter ever leads to an empty list.
 */
export const VodBlock = ({
  videos,
  categories,
  showFilters,
  state,
  now,
}: {
  videos: CatalogVideoCard[];
  categories: Category[] | undefined;
  showFilters: boolean;
  state: 'pending' | 'error' | 'success';
  now: Date;
}) => {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const filters = showFilters
    ? (categories ?? []).filter((category) => videos.some((video) => video.categories.includes(category.id)))
    : [];
  // A category that no longer has videos (data refreshed) falls back to "show all".
  const active = filters.some((category) => category.id === selected) ? selected : null;
  const shown = active === null ? videos : videos.filter((video) => video.categories.includes(active));

  return (
    <HomeSection id={HOME_ANCHORS.vod} heading={t('catalog_home.vod_heading')} state={state}>
      {filters.length > 0 && (
        <>
          <div className="home-filters" role="group" aria-label={t('catalog_home.vod_filters')}>
            <button
              type="button"
              className="home-filter"
              aria-pressed={active === null}
              onClick={() => setSelected(null)}
            >
              {t('catalog_home.vod_show_all')}
            </button>
            {filters.map((category) => {
              const translated = translationFor(category.translations, i18n.language)?.name;
              return (
                <button
                  key={category.id}
                  type="button"
                  className="home-filter"
                  lang={originalLang(translated, i18n.language)}
                  aria-pressed={active === category.id}
                  onClick={() => setSelected(category.id)}
                >
                  {orOriginal(translated, category.name)}
                </button>
              );
            })}
          </div>
          <p className="visually-hidden" role="status">
            {t('catalog_home.vod_count', { shown: shown.length })}
          </p>
        </>
      )}
      {shown.length === 0 ? (
        <p className="home-empty">{t('catalog_home.vod_empty')}</p>
      ) : (
        <ul className="home-grid">
          {shown.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} now={now} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
};
