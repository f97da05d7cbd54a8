import type { Dayjs } from 'dayjs';
import type { CatalogEvent, EventCreate } from '@scena/shared';
import { clockToPicker, dayToPicker, pickerToClock, pickerToDay } from '../shared/dates';

/**
 * The event form's values. `block_payments` is enable_tickets inverted (spec 2 §2.5). The date and
 * time ranges are two labelled pickers each (more accessible than one range picker).
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
  date_from?: Dayjs | null;
  date_to?: Dayjs | null;
  full_day: boolean;
  time_from?: Dayjs | null;
  time_to?: Dayjs | null;
  hide_time_to: boolean;
  is_festival: boolean;
  dashboard_hidden: boolean;
  vimeo_chat?: string | null;
  share_teatrlink: boolean;
  published: boolean;
}

/** Spec 2 §2.5 defaults: published, payments enabled, codes off, share on; no price (a free show is an explicit 0). */
export const newEventValues = (): Partial<EventFormValues> => ({
  event_price: '',
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
  date_from: dayToPicker(event.date_from),
  date_to: dayToPicker(event.date_to),
  full_day: event.full_day,
  time_from: clockToPicker(event.time_from),
  time_to: clockToPicker(event.time_to),
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
  event_price:
    values.event_price === null || values.event_price === undefined || values.event_price === ''
      ? ''
      : values.event_price,
  available_tickets: values.available_tickets ?? null,
  enable_tickets: !values.block_payments,
  // Hidden while payments are blocked but kept, so unblocking restores the admin's choice.
  enable_codes: !!values.enable_codes,
  date_from: pickerToDay(values.date_from) as string,
  date_to: pickerToDay(values.date_to) as string,
  full_day: !!values.full_day,
  time_from: values.full_day ? null : pickerToClock(values.time_from),
  time_to: values.full_day ? null : pickerToClock(values.time_to),
  hide_time_to: !!values.hide_time_to,
  is_festival: !!values.is_festival,
  dashboard_hidden: !!values.dashboard_hidden,
  vimeo_chat: values.vimeo_chat ?? null,
  share_teatrlink: !!values.share_teatrlink,
  published: !!values.published,
});

/** Body fields that the form shows under another name. */
export const eventFieldOf = (field: string): string =>
  field === 'enable_tickets' ? 'block_payments' : field;
