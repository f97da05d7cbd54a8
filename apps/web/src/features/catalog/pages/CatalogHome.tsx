import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEventCard, CatalogVideoCard } from '@scena/shared/catalog.contract';
import { pushImpressions } from '../../../lib/data-layer';
import type { HomeAppConfig } from '@scena/shared/content.contract';
import type { Slide } from '@scena/shared/catalog/slide.contract';
import { useHomeCategories } from '../api/publicCategories';
import { useHomeEvents } from '../api/publicEvents';
import type { HomeAudience } from '../api/keys';
import { useHomeSlides } from '../api/publicSlides';
import { useHomeVideos } from '../api/publicVideos';
import { FestivalBlock } from '../components/FestivalBlock';
import { HomeSlider, type SlideView } from '../components/HomeSlider';
import { orOriginal, originalLang, translationFor } from '../components/home-format';
import { RepertoireBlock } from '../components/RepertoireBlock';
import { SliderSkeleton } from '../components/Skeletons';
import { useNow } from '../components/useNow';
import { isListedVideo } from '../components/VideoCard';
import { VodBlock } from '../components/VodBlock';
import '../components/home.css';

export type HomeBlocksConfig = Pick<
  HomeAppConfig,
  | 'view_slider'
  | 'view_festival'
  | 'view_eventslist'
  | 'view_vod'
  | 'vod_filters'
  | 'festival_title'
  | 'festival_title_en'
  | 'festival_short_dates'
  | 'festival_show_finished'
  | 'festival_reverse_finished'
>;

const toSlideView = (slide: Slide, language: string): SlideView => {
  const translation = translationFor(slide.translations, language);
  return {
    id: slide.id,
    title: orOriginal(translation?.title, slide.title),
    text: orOriginal(translation?.text, slide.text),
    titleLang: originalLang(translation?.title, language),
    textLang: originalLang(translation?.text, language),
    url: slide.url,
    image: slide.bg_image,
  };
};

/**
 * The catalogue part of the home page (spec 3 §2.13), block by block as the config says: slider,
 * festival, repertoire, VOD. Each block loads on its own; a block whose fetch fails is left out
 * and the others stay (spec 1 §8). The gift block joins with gifts; the card buttons (buy, watch)
 * with the event and video pages.
 */
const NONE: never[] = [];

/** Once per load of the lists: the cards shown, as impressions in the data layer (spec 3 §2.13). */
const useHomeImpressions = (
  events: CatalogEventCard[] | undefined,
  videos: CatalogVideoCard[] | undefined,
) => {
  useEffect(() => {
    if (!events || !videos) return;
    pushImpressions(
      [
        ...events.map((event) => ({
          id: event.id,
          name: event.title,
          price: event.event_price,
          category: 'event' as const,
        })),
        ...videos.map((video) => ({
          id: video.id,
          name: video.title,
          price: video.video_price,
          category: 'video' as const,
        })),
      ],
      'home',
    );
  }, [events, videos]);
};

export const CatalogHome = ({ config, audience }: { config: HomeBlocksConfig; audience: HomeAudience }) => {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const festivalOn = config.view_festival;
  // Finished festival events need their own request (the default list stops at today).
  const festivalWithEnded = festivalOn && config.festival_show_finished;
  const slides = useHomeSlides(audience, config.view_slider);
  const events = useHomeEvents(audience, {
    enabled: config.view_eventslist || (festivalOn && !festivalWithEnded),
  });
  const festival = useHomeEvents(audience, { festivalWithEnded: true, enabled: festivalWithEnded });
  const videos = useHomeVideos(audience, config.view_vod);
  const categories = useHomeCategories(config.view_vod && config.vod_filters);

  const festivalQuery = festivalWithEnded ? festival : events;
  // With the festival block on, its events are shown there rather than twice.
  const repertoire = (events.data ?? []).filter((event) => !(festivalOn && event.is_festival));
  const listedVideos = (videos.data ?? []).filter((video) => isListedVideo(video, now));
  useHomeImpressions(config.view_eventslist ? events.data : NONE, config.view_vod ? videos.data : NONE);

  return (
    <div className="catalog-home">
      {config.view_slider && slides.isPending && <SliderSkeleton label={t('common.loading')} />}
      {config.view_slider && slides.data && (
        <HomeSlider slides={slides.data.map((slide) => toSlideView(slide, i18n.language))} />
      )}
      {festivalOn && (
        <FestivalBlock config={config} events={festivalQuery.data} state={festivalQuery.status} now={now} />
      )}
      {config.view_eventslist && <RepertoireBlock events={repertoire} state={events.status} now={now} />}
      {config.view_vod && (
        <VodBlock
          videos={listedVideos}
          categories={categories.data}
          showFilters={config.vod_filters}
          state={videos.status}
          now={now}
        />
      )}
    </div>
  );
};
