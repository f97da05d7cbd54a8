import { z } from 'zod';
import { parseCalendarDay, parseClock } from '../time';
import {
  availabilitySchema,
  boolField,
  clockField,
  dayField,
  htmlField,
  idField,
  optionalCount,
  optionalSubtitle,
  priceField,
  queryFlag,
  slugField,
  timeStatusSchema,
  titleField,
} from './fields';
import { dayRangeInOrder } from '../lists/day-range';
import { galleryRefSchema } from './taxonomy.contract';
import { eventTranslationSchema, videoTranslationSchema } from './translation.contract';
import { RESTRICTED_ACCESS } from './video.contract';
import { itemAccessFields } from '../access.contract';
import { codePriceFields } from '../codes/pricing';

/** Events (spec 2 §2.5, §3, §5; spec 1 §3, §4; spec 3 §3). */

const eventFields = {
  title: titleField(),
  slug: slugField(),
  subtitle: optionalSubtitle(),
  /** Digits with optional 1–2 decimals ('Niepoprawna wartość'). */
  event_price: priceField(),
  video_id: idField('catalog.validate.video_required'),
  /** Empty (null) = unlimited. */
  available_tickets: optionalCount(),
  date_from: dayField(),
  date_to: dayField(),
  /** Daily watch window; optional for full-day events. */
  time_from: clockField(),
  time_to: clockField(),
  full_day: boolField(),
  hide_time_to: boolField(),
  is_festival: boolField(),
  dashboard_hidden: boolField(),
  published: boolField(),
  /** The form shows it inverted as "block payments". */
  enable_tickets: boolField(),
  enable_codes: boolField(),
  share_teatrlink: boolField(),
  /** Chat embed (HTML, sanitised; iframes only from configured hosts). */
  vimeo_chat: htmlField(),
};

export interface EventRuleValues {
  date_from?: string;
  date_to?: string;
  time_from?: string | null;
  time_to?: string | null;
  full_day?: boolean;
}

/**
 * Cross-field rules (spec 2 §5): date_from not after date_to ('Niepoprawna data', on date_to);
 * unless full_day, both times required ('To pole jest wymagane.' on the empty one) and time_from
 * not after time_to ('Niepoprawne godziny', on time_to). The server runs it again on merged updates.
 */
export const eventRuleIssues = (values: EventRuleValues): { path: string; message: string }[] => {
  const issues: { path: string; message: string }[] = [];
  // Also called on a body whose own fields failed (all errors in one pass): judge only values
  // that are well-formed, the field rules already speak for the others.
  const day = (value: unknown) => (typeof value === 'string' && parseCalendarDay(value) ? value : null);
  const clock = (value: unknown) => (typeof value === 'string' ? parseClock(value) : null);
  const from = day(values.date_from);
  const to = day(values.date_to);
  if (from && to && from > to) issues.push({ path: 'date_to', message: 'catalog.validate.invalid_date' });
  if (values.full_day !== true) {
    const timeFrom = clock(values.time_from);
    const timeTo = clock(values.time_to);
    // An empty time is 'required'; one that is there but unreadable was reported by its field.
    if (values.time_from === null || values.time_from === undefined || values.time_from === '') {
      issues.push({ path: 'time_from', message: 'form.validate.required' });
    }
    if (values.time_to === null || values.time_to === undefined || values.time_to === '') {
      issues.push({ path: 'time_to', message: 'form.validate.required' });
    }
    if (timeFrom !== null && timeTo !== null && timeFrom > timeTo)
      issues.push({ path: 'time_to', message: 'catalog.validate.invalid_hours' });
  }
  return issues;
};

const withEventRules = <T extends z.ZodType<EventRuleValues>>(schema: T, partial: boolean) =>
  schema.superRefine(
    (values, ctx) => {
      // A partial update is checked against the stored event by the server instead.
      if (
        partial &&
        (values.date_from === undefined || values.date_to === undefined || values.full_day === undefined)
      )
        return;
      for (const issue of eventRuleIssues(values))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    },
    // Run even when a field failed, so a form shows every error of one save at once (not the
    // field errors first and the cross-field ones on the next save). Only an object is judged.
    {
      when: (payload) =>
        typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
    },
  );

/**
 * POST /api/events/ (JSON). Defaults when absent (spec 2 §2.5): published true, enable_tickets
 * true, enable_codes false, share_teatrlink true, other flags false.
 */
export const eventCreateSchema = withEventRules(z.object(eventFields), false);
/** PUT /api/events/{id}: only the fields sent change. */
export const eventUpdateSchema = withEventRules(z.object(eventFields).partial(), true);
export type EventCreate = z.input<typeof eventCreateSchema>;
export type EventUpdate = z.input<typeof eventUpdateSchema>;
export type EventCreateParsed = z.output<typeof eventCreateSchema>;
export type EventUpdateParsed = z.output<typeof eventUpdateSchema>;

/**
 * An event as the API returns it: its own fields, fields taken from its video (description,
 * images, gallery, teaser, duration, age restriction, restrictions, ticket validity), the video's
 * translations as videoTranslations, and availability computed in Europe/Warsaw.
 * Media (video_link, accessibility_video, autodesc_video, vimeo_chat) only for callers allowed to watch.
 */
export const eventSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  event_price: z.number(),
  date_from: z.string(),
  date_to: z.string(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  full_day: z.boolean(),
  hide_time_to: z.boolean(),
  published: z.boolean(),
  video_id: z.number(),
  available_tickets: z.number().nullable(),
  /** Tickets still for sale (spec 1 §3): available_tickets minus those sold; null when unlimited. */
  ticketsLeft: z.number().nullable(),
  is_festival: z.boolean(),
  dashboard_hidden: z.boolean(),
  enable_tickets: z.boolean(),
  enable_codes: z.boolean(),
  share_teatrlink: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  translations: z.array(eventTranslationSchema),
  // From the event's video:
  description: z.string().nullable(),
  additional_desc: z.string().nullable(),
  duration: z.number().nullable(),
  age_restriction: z.number().nullable(),
  teaser_link: z.string().nullable(),
  image_link: z.string().nullable(),
  thumb_link: z.string().nullable(),
  gallery: galleryRefSchema.nullable(),
  restricted_access: z.enum(RESTRICTED_ACCESS),
  tickets_expiration_time: z.number().nullable(),
  videoTranslations: z.array(videoTranslationSchema),
  // Computed (packages/shared/src/time.ts):
  available: availabilitySchema,
  time_status: timeStatusSchema,
  /** Next start or end of the watch window (ISO), the countdown target; null once ended. */
  next_change: z.string().nullable(),
  /** The viewer's access (access.contract.ts): media fields below only when can_watch. */
  ...itemAccessFields,
  /** The viewer's price after their code (codes/pricing.ts). */
  ...codePriceFields,
  video_link: z.string().nullable().optional(),
  accessibility_video: z.string().nullable().optional(),
  autodesc_video: z.string().nullable().optional(),
  vimeo_chat: z.string().nullable().optional(),
});
/** Named CatalogEvent so it never shadows the DOM's Event type in the web. */
export type CatalogEvent = z.infer<typeof eventSchema>;
export const eventResponseSchema = z.object({ event: eventSchema });

/**
 * GET /api/events. Without dates: current and upcoming events (date_to today or later, Warsaw).
 * Admin lists ask from 2000-01-01. Non-admins see published events only and, in lists, not the
 * dashboard_hidden ones. `dashboard=true` applies the viewer rules to admins too.
 */
export const eventsQuerySchema = z
  .object({
    date_from: dayField().optional(),
    date_to: dayField().optional(),
    video_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    is_festival: queryFlag(),
    dashboard: queryFlag(),
  })
  .superRefine(dayRangeInOrder('catalog.validate.invalid_date'));
export type EventsQuery = z.input<typeof eventsQuerySchema>;
