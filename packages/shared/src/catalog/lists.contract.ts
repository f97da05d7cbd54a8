import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../lists/list-query';
import { slideSchema, slidesQuerySchema } from './slide.contract';
import { eventSchema, eventsQuerySchema } from './event.contract';
import { categorySchema, gallerySchema } from './taxonomy.contract';
import { videoSchema, videosQuerySchema } from './video.contract';

/**
 * The admin screens' paged lists (spec 2 §2.1, §2.5, §2.7-2.9; page size 20 of 10/20/50), served
 * under /api/admin/* with their own descriptors: the spec's GET /api/events, /api/videos, … always
 * answer the whole collection, so a list path never changes its answer shape with its query.
 */

/** Free-text search: matched as a substring of the name/title, never as SQL. */
const searchField = () =>
  z.string({ error: 'catalog.validate.invalid_value' }).trim().max(100, 'form.validate.too_long').optional();

export const EVENT_SORT_FIELDS = ['date_from', 'title', 'price'] as const;
export const eventsListQuerySchema = listQuerySchema({
  sortFields: EVENT_SORT_FIELDS,
  defaultSort: { field: 'date_from', dir: 'asc' },
  filters: eventsQuerySchema,
});
export const eventsPageSchema = listResponseSchema('events', eventSchema);
export type EventSortField = (typeof EVENT_SORT_FIELDS)[number];

export const VIDEO_SORT_FIELDS = ['added_at', 'title', 'weight'] as const;
export const videosListQuerySchema = listQuerySchema({
  sortFields: VIDEO_SORT_FIELDS,
  defaultSort: { field: 'added_at', dir: 'desc' },
  filters: videosQuerySchema.extend({ q: searchField() }),
});
export const videosPageSchema = listResponseSchema('videos', videoSchema);
export type VideoSortField = (typeof VIDEO_SORT_FIELDS)[number];

/** Categories and galleries: newest update first by default (the up arrow moves a row to the top). */
export const NAMED_SORT_FIELDS = ['updated_at', 'name'] as const;
const namedListQuery = () =>
  listQuerySchema({
    sortFields: NAMED_SORT_FIELDS,
    defaultSort: { field: 'updated_at', dir: 'desc' },
    filters: z.object({ q: searchField() }),
  });
export const categoriesListQuerySchema = namedListQuery();
export const categoriesPageSchema = listResponseSchema('categories', categorySchema);
export const galleriesListQuerySchema = namedListQuery();
export const galleriesPageSchema = listResponseSchema('galleries', gallerySchema);
export type NamedSortField = (typeof NAMED_SORT_FIELDS)[number];

export const SLIDE_SORT_FIELDS = ['updated_at', 'title'] as const;
export const slidesListQuerySchema = listQuerySchema({
  sortFields: SLIDE_SORT_FIELDS,
  defaultSort: { field: 'updated_at', dir: 'desc' },
  filters: slidesQuerySchema.extend({ q: searchField() }),
});
export const slidesPageSchema = listResponseSchema('slides', slideSchema);
export type SlideSortField = (typeof SLIDE_SORT_FIELDS)[number];
