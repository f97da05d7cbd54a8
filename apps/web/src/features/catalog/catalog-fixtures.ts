import {
  categorySchema,
  eventCardSchema,
  eventSchema,
  gallerySchema,
  slideSchema,
  videoCardSchema,
  videoSchema,
  type CatalogEvent,
  type CatalogEventCard,
  type CatalogVideoCard,
  type Category,
  type Gallery,
  type Slide,
  type Video,
} from '@scena/shared/catalog.contract';
import type { HomeAppConfig } from '@scena/shared/content.contract';
import { appConfigDefaults } from '@scena/shared/app-config-defaults';
import { guestItemAccess } from '@scena/shared/access.contract';

/**
 * Catalogue items as the API answers them, for the web's tests. Each is parsed with the contract's
 * response schema, so a fixture that drifts from the API (a field renamed, removed or retyped)
 * fails the tests that use it instead of testing a shape the server never sends.
 */

export const homeConfig = (overrides: Partial<HomeAppConfig> = {}): { config: HomeAppConfig } => ({
  config: { ...appConfigDefaults, ...overrides },
});

export const makeEvent = (overrides: Partial<CatalogEvent> = {}): CatalogEvent =>
  eventSchema.parse({
    id: 1,
    slug: 'wesele',
    title: 'Wesele',
    subtitle: null,
    event_price: 29.99,
    date_from: '2026-06-12',
    date_to: '2026-06-12',
    time_from: '19:00',
    time_to: '21:30',
    full_day: false,
    hide_time_to: false,
    published: true,
    video_id: 1,
    available_tickets: null,
    ticketsLeft: null,
    is_festival: false,
    dashboard_hidden: false,
    enable_tickets: true,
    enable_codes: false,
    share_teatrlink: true,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    translations: [],
    description: null,
    additional_desc: null,
    duration: 150,
    age_restriction: 12,
    teaser_link: null,
    image_link: '/uploads/wesele.jpg',
    thumb_link: '/uploads/wesele-thumb.jpg',
    gallery: null,
    restricted_access: 'any',
    tickets_expiration_time: null,
    videoTranslations: [],
    available: 0,
    time_status: 'soon',
    next_change: null,
    ...guestItemAccess,
    ...overrides,
  });

export const makeVideo = (overrides: Partial<Video> = {}): Video =>
  videoSchema.parse({
    id: 1,
    slug: 'dziady',
    title: 'Dziady',
    subtitle: null,
    description: null,
    additional_desc: null,
    teaser_link: null,
    image_link: '/uploads/dziady.jpg',
    thumb_link: '/uploads/dziady-thumb.jpg',
    visible: 1,
    dashboard_hidden: 0,
    share_teatrlink: 0,
    age_restriction: null,
    duration: 120,
    gallery_id: null,
    gallery: null,
    weight: 0,
    available_from: null,
    end_date: null,
    added_at: '2026-01-01T10:00:00.000Z',
    video_price: 24.99,
    restricted_access: 'any',
    tickets_expiration_time: null,
    categories: [],
    translations: [],
    available: 1,
    ...guestItemAccess,
    ...overrides,
  });

/**
 * An event and a video as the whole-list answers carry them (cards.contract.ts): the full item
 * cut down by the card schema, so the home's tests see only the fields a list really sends.
 */
export const makeEventCard = (overrides: Partial<CatalogEvent> = {}): CatalogEventCard =>
  eventCardSchema.parse(makeEvent(overrides));
export const makeVideoCard = (overrides: Partial<Video> = {}): CatalogVideoCard =>
  videoCardSchema.parse(makeVideo(overrides));

export const makeSlide = (overrides: Partial<Slide> = {}): Slide =>
  slideSchema.parse({
    id: 1,
    title: 'Nowy sezon',
    text: 'Dziesięć premier.',
    url: '#repertuar',
    published: true,
    bg_image: '/uploads/slide.jpg',
    weight: 0,
    updated_at: '2026-01-01T10:00:00.000Z',
    translations: [],
    ...overrides,
  });

export const makeCategory = (overrides: Partial<Category> = {}): Category =>
  categorySchema.parse({
    id: 1,
    name: 'Dramat',
    updated_at: '2026-01-01T10:00:00.000Z',
    videos: [],
    translations: [],
    ...overrides,
  });

export const makeGallery = (overrides: Partial<Gallery> = {}, imageCount = 0): Gallery =>
  gallerySchema.parse({
    id: 1,
    name: 'Hamlet',
    videos: [],
    updated_at: '2026-11-20T10:00:00.000Z',
    images: Array.from({ length: imageCount }, (_, index) => ({
      id: index + 1,
      gallery_id: overrides.id ?? 1,
      url: `/uploads/g/${index}.jpg`,
      thumb_url: `/uploads/g/${index}-thumb.jpg`,
    })),
    ...overrides,
  });
