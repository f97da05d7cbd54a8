import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { parseCalendarDay, warsawDay, warsawToInstant } from '@scena/shared';
import { storeGeneratedImage, type FileStorage } from '../adapters/storage';
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import {
  categories,
  categoryTranslations,
  eventTranslations,
  events,
  galleries,
  galleryImages,
  videoCategories,
  videoTranslations,
  slides,
  slideTranslations,
  videos,
} from '../modules/catalog';
import { createAppConfigService } from '../modules/content';
import { posterSvg, slidePosterSvg } from './poster-svg';
import { DEMO_CATEGORIES, DEMO_EVENTS, DEMO_SLIDES, DEMO_VIDEOS } from './catalog.data';

/** A poster: a two-colour gradient with the title and subtitle, rendered by sharp (real JPEG). */
const poster = async (
  storage: FileStorage,
  width: number,
  height: number,
  title: string,
  subtitle: string,
  colors: [string, string],
) => {
  const svg = posterSvg(width, height, title, subtitle, colors);
  return storeGeneratedImage(
    storage,
    await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    'jpg',
  );
};

const dayFromToday = (offset: number): string => {
  const today = parseCalendarDay(warsawDay(new Date()))!;
  return new Date(Date.UTC(today.y, today.m - 1, today.d + offset)).toISOString().slice(0, 10);
};

/**
 * Demo catalogue (embedded default only; see seed/index.ts): categories, videos with posters and
 * English translations, a gallery, a season of events (past, running, upcoming, full-day,
 * festival, free, unpublished) and three published slides. Skipped when any video exists.
 */
export const seedCatalog = async (ctx: AppContext, log: FastifyBaseLogger): Promise<void> => {
  const [existing] = await ctx.db.select({ n: count() }).from(videos);
  if ((existing?.n ?? 0) > 0) return;

  // Images first (files), then every row in one transaction.
  const images = new Map<string, { image: string; thumb: string }>();
  for (const video of DEMO_VIDEOS) {
    images.set(video.key, {
      image: await poster(ctx.storage, 1600, 900, video.title, video.subtitle, video.color),
      thumb: await poster(ctx.storage, 640, 360, video.title, video.subtitle, video.color),
    });
  }
  const galleryShots = await Promise.all(
    ['Akt I', 'Akt II', 'Akt III'].map(async (act, i) => ({
      url: await poster(
        ctx.storage,
        1600,
        1067,
        `Wesele – ${act}`,
        'fot. Jan Kowalski',
        [
          ['#5b1a2e', '#c9a227'],
          ['#2b1020', '#d9a441'],
          ['#1a0d14', '#b3872a'],
        ][i] as [string, string],
      ),
      thumb_url: await poster(ctx.storage, 400, 267, `Wesele – ${act}`, '', ['#5b1a2e', '#c9a227']),
    })),
  );
  const slideImages = await Promise.all(
    DEMO_SLIDES.map(async (slide) =>
      storeGeneratedImage(
        ctx.storage,
        await sharp(Buffer.from(slidePosterSvg(slide)))
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
        'jpg',
      ),
    ),
  );

  await inTransaction(ctx.db, async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const category of DEMO_CATEGORIES) {
      const [row] = await tx.insert(categories).values({ name: category.name }).returning();
      categoryIds.set(category.key, row!.id);
      await tx
        .insert(categoryTranslations)
        .values({ category_id: row!.id, language_code: 'en', name: category.en });
    }
    const [gallery] = await tx.insert(galleries).values({ name: 'Wesele zdjęcia ze spektaklu' }).returning();
    await tx.insert(galleryImages).values(galleryShots.map((shot) => ({ gallery_id: gallery!.id, ...shot })));

    const videoIds = new Map<string, number>();
    for (const [index, video] of DEMO_VIDEOS.entries()) {
      const [row] = await tx
        .insert(videos)
        .values({
          title: video.title,
          subtitle: video.subtitle,
          slug: video.key,
          description: video.description,
          video_link: String(76979871 + index),
          accessibility_video: video.key === 'dziady' ? String(76979901) : null,
          autodesc_video: video.key === 'dziady' ? String(76979902) : null,
          teaser_link: 'https://player.vimeo.com/video/76979871',
          image_link: images.get(video.key)!.image,
          thumb_link: images.get(video.key)!.thumb,
          visible: video.visible ?? true,
          dashboard_hidden: video.dashboardHidden ?? false,
          price_grosze: Math.round(video.price * 100),
          duration: video.duration,
          age_restriction: video.age,
          weight: DEMO_VIDEOS.length - index,
          gallery_id: video.key === 'wesele' ? gallery!.id : null,
          tickets_expiration_time: video.ticketsHours ?? null,
          available_from: video.availableInDays
            ? warsawToInstant(parseCalendarDay(dayFromToday(video.availableInDays))!, 18 * 60)
            : null,
        })
        .returning();
      videoIds.set(video.key, row!.id);
      await tx
        .insert(videoCategories)
        .values(video.categories.map((key) => ({ video_id: row!.id, category_id: categoryIds.get(key)! })));
      await tx.insert(videoTranslations).values({ video_id: row!.id, language_code: 'en', ...video.en });
    }

    for (const [index, event] of DEMO_EVENTS.entries()) {
      const [row] = await tx
        .insert(events)
        .values({
          title: event.title,
          subtitle: event.subtitle ?? null,
          slug: `${event.video}-${index + 1}`,
          video_id: videoIds.get(event.video)!,
          price_grosze: Math.round(event.price * 100),
          date_from: dayFromToday(event.from),
          date_to: dayFromToday(event.to),
          full_day: !event.time,
          time_from: event.time?.[0] ?? null,
          time_to: event.time?.[1] ?? null,
          hide_time_to: event.hideTimeTo ?? false,
          available_tickets: event.tickets ?? null,
          is_festival: event.festival ?? false,
          published: event.published ?? true,
          vimeo_chat:
            event.video === 'halka'
              ? '<iframe src="https://player.vimeo.com/live-chat/76979871/" width="400" height="600"></iframe>'
              : null,
        })
        .returning();
      await tx.insert(eventTranslations).values({ event_id: row!.id, language_code: 'en', title: event.en });
    }

    for (const [index, slide] of DEMO_SLIDES.entries()) {
      const [row] = await tx
        .insert(slides)
        // Newest first on the home page: the first slide gets the latest timestamp.
        .values({
          title: slide.title,
          text: slide.text,
          url: slide.url,
          bg_image: slideImages[index]!,
          published: true,
          weight: index,
          updated_at: new Date(Date.now() - index * 60_000),
        })
        .returning();
      await tx.insert(slideTranslations).values({ slide_id: row!.id, language_code: 'en', ...slide.en });
    }
  });
  await seedAds(ctx);
  log.info(
    { videos: DEMO_VIDEOS.length, events: DEMO_EVENTS.length, slides: DEMO_SLIDES.length },
    'demo catalogue created',
  );
};

/**
 * The demo advertisement under item pages (spec 2 §2.10): a paid and a free variant, each with a
 * phone, tablet and computer picture, until the admin screen for ads exists.
 */
const seedAds = async (ctx: AppContext): Promise<void> => {
  const config = createAppConfigService(ctx);
  const sizes = { mobile: [1000, 250], tablet: [1500, 250], desktop: [2400, 240] } as const;
  const variants = {
    free: {
      text: 'Wspieraj teatr',
      note: 'Dołącz do przyjaciół Sceny',
      colors: ['#1e4d2b', '#e0c36a'] as [string, string],
    },
    paid: {
      text: 'Karnet na sezon',
      note: 'Dziesięć premier w jednym bilecie',
      colors: ['#5b1a2e', '#c9a227'] as [string, string],
    },
  };
  for (const [variant, ad] of Object.entries(variants) as [
    keyof typeof variants,
    (typeof variants)['free'],
  ][]) {
    for (const [size, [width, height]] of Object.entries(sizes) as [
      keyof typeof sizes,
      readonly [number, number],
    ][]) {
      await config.setUploadedImage(
        `${size}_${variant}_ad_img`,
        await poster(ctx.storage, width, height, ad.text, ad.note, ad.colors),
      );
    }
  }
  await config.update({
    show_advertisement: true,
    free_ad_url: 'https://example.org/przyjaciele-sceny',
    paid_ad_url: 'https://example.org/karnet',
  });
};
