import { z } from 'zod';
import { SEARCH_MIN_LENGTH } from './constants';

/**
 * Search (spec 1 §2, §3, §5, §9): three sections, each hit with its id, title, text without HTML
 * cut to 200 characters, and slug (the page links to /wideo/{slug or id}, /wydarzenie/{slug or id},
 * /n/{slug}). Published and visible items only; never what is sold. Polish letters match without
 * regard to case or diacritics ("zolw" finds "Żółw").
 */
export const searchQuerySchema = z.object({
  search: z
    .string({ error: 'search.min_length' })
    .trim()
    .min(SEARCH_MIN_LENGTH, 'search.min_length')
    .max(100, 'form.validate.too_long'),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchItemHitSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Plain text (HTML stripped), at most 200 characters. */
  description: z.string(),
  slug: z.string(),
  /** What tells an event from a video of the same title: price (PLN), picture, and an event's day and start. */
  price: z.number(),
  image: z.string().nullable(),
  /** Events: 'YYYY-MM-DD' (Warsaw); videos: null. */
  date: z.string().nullable(),
  /** Events: 'HH:mm', null all day; videos: null. */
  time: z.string().nullable(),
});
export const searchPageHitSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Plain text (HTML stripped), at most 200 characters. */
  content: z.string(),
  slug: z.string(),
});
export const searchResponseSchema = z.object({
  videos: z.array(searchItemHitSchema),
  events: z.array(searchItemHitSchema),
  pages: z.array(searchPageHitSchema),
});
export type SearchItemHit = z.infer<typeof searchItemHitSchema>;
export type SearchPageHit = z.infer<typeof searchPageHitSchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;
