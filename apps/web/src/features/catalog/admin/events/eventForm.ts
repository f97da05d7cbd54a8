import type { Dayjs } from 'dayjs';
import type { CatalogEvent, EventCreate } from '@scena/shared';
import { clockToPicker, dayToPicker, pickerToClock, pickerToDay } from '../shared/dates';

/**
 * The event form's values. `block_payments` is enable_tickets inverted (spec 2 §2.5); the date
 * and time ranges are one picker each.
 */
export interface EventFormValues {
  video_id?: number;
  title: string;
  slug?: string | null;
  subtitle?: string | null;
  event_price?: string | number | null;
  available_tickets?: number | null;
  block_payments: boolean;
  enable_codes: boolean;
  dates?: [Dayjs | null, Dayjs | null] | null;
  full_day: boolean;
  times?: [Dayjs | null, Dayjs | null] | null;
  hide_time_to: boolean;
  is_festival: boolean;
  dashboard_hidden: boolean;
  vimeo_chat?: string | null;
  share_teatrlink: boolean;
  published: boolean;
}

/** Spec 2 §2.5 defaults: published, payments enabled, codes off, share on. */
export const newEventValues = (): Partial<EventFormValues> => ({
  event_price: '0',
  block_payments: false,
  enable_codes: false,
  full_day: false,
  hide_time_to: false,
  is_festival: false,
  dashboard_hidden: false,
  share_teatrlink: true,
  published: true,
  available_tickets: null,
});

export const eventToValues = (event: CatalogEvent): Partial<EventFormValues> => ({
  video_id: event.video_id,
  title: event.title,
  slug: event.slug,
  subtitle: event.subtitle,
  event_price: String(event.event_price),
  available_tickets: event.available_tickets,
  block_payments: !event.enable_tickets,
  enable_codes: event.enable_codes,
  dates: [dayToPicker(event.date_from), dayToPicker(event.date_to)],
  full_day: event.full_day,
  times: event.time_from || event.time_to ? [clockToPicker(event.time_from), clockToPicker(event.time_to)] : null,
  hide_time_to: event.hide_time_to,
  is_festival: event.is_festival,
  dashboard_hidden: event.dashboard_hidden,
  vimeo_chat: event.vimeo_chat ?? null,
  share_teatrlink: event.share_teatrlink,
  published: event.published,
});

export const eventValuesToBody = (values: EventFormValues): EventCreate => ({
  video_id: values.video_id as number,
  title: values.title ?? '',
  slug: values.slug ?? null,
  subtitle: values.subtitle ?? null,
  event_price: values.event_price === null || values.event_price === undefined || values.event_price === '' ? '' : values.event_price,
  available_tickets: values.available_tickets ?? null,
  enable_tickets: !values.block_payments,
  // Hidden while payments are blocked but kept, so unblocking restores the admin's choice.
  enable_codes: !!values.enable_codes,
  date_from: pickerToDay(values.dates?.[0]) as string,
  date_to: pickerToDay(values.dates?.[1]) as string,
  full_day: !!values.full_day,
  time_from: values.full_day ? null : pickerToClock(values.times?.[0]),
  time_to: values.full_day ? null : pickerToClock(values.times?.[1]),
  hide_time_to: !!values.hide_time_to,
  is_festival: !!values.is_festival,
  dashboard_hidden: !!values.dashboard_hidden,
  vimeo_chat: values.vimeo_chat ?? null,
  share_teatrlink: !!values.share_teatrlink,
  published: !!values.published,
});

/** Body fields that the form shows under another name. */
export const eventFieldOf = (field: string): string => {
  if (field === 'date_from' || field === 'date_to') return 'dates';
  if (field === 'time_from' || field === 'time_to') return 'times';
  if (field === 'enable_tickets') return 'block_payments';
  return field;
};
