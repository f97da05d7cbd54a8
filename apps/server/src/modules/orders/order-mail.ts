import { fromGrosze, formatWarsaw, type Language } from '@scena/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { catalogRows } from '../catalog';
import { createAppConfigService } from '../content';
import type { OrderRow } from './orders.table';

/** 2500 grosze → '25,00' (the e-mails' amounts, zł added by the template). */
export const plnText = (grosze: number): string => fromGrosze(grosze).toFixed(2).replace('.', ',');

/** A site address under PUBLIC_URL (which may or may not end with a slash). */
export const siteUrl = (publicUrl: string, path: string): string =>
  new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

/** What every order e-mail says about its order (the templates' common fields). */
export const orderMailFields = (order: OrderRow) => ({
  firstname: order.firstname ?? '',
  title: order.title,
  amount: plnText(order.amount),
  orderNumber: order.ext_order_id,
});

const day = (iso: string): string => iso.split('-').reverse().join('.');
const at = (instant: Date): string => {
  const [d, t] = formatWarsaw(instant).split(' ');
  return `${day(d!)} ${t}`;
};

export interface OrderMailItem {
  slug: string;
  /** What the access window sentence says, in the order's language. */
  window: string;
}

/**
 * The item as the confirmation e-mail shows it: the link to watch (PUBLIC_URL + the item's slug,
 * or its id) and the access window: the validity hours from the first playback (the video's own
 * value over the global setting; 0 = none), bounded by the event's dates or the video's end.
 */
/** What an order e-mail's item part is read from: a stored order, or one about to be written (the free purchase). */
export type OrderMailSubject = Pick<OrderRow, 'language' | 'product_type' | 'event_id' | 'video_id'>;

export const orderMailItem = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'sessions' | 'mailer'>,
  db: DbOrTx,
  order: OrderMailSubject,
): Promise<OrderMailItem | null> => {
  const lang = order.language as Language;
  const globalHours = (await createAppConfigService(ctx as AppContext).get()).tickets_expiration_time;
  const hoursText = (hours: number | null | undefined): string | null => {
    const h = hours ?? globalHours;
    if (!h) return null;
    return lang === 'pl'
      ? `Od pierwszego uruchomienia możesz oglądać przez ${h} godz.`
      : `From the first playback you can watch for ${h} hours.`;
  };
  if (order.product_type === 'event' && order.event_id !== null) {
    const event = await catalogRows.event(db, order.event_id);
    if (!event) return null;
    const video = await catalogRows.video(db, event.video_id);
    const from = `${day(event.date_from)}${event.time_from ? `, ${event.time_from}` : ''}`;
    const to = `${day(event.date_to)}${event.time_to ? `, ${event.time_to}` : ''}`;
    const dates =
      lang === 'pl' ? `Wydarzenie trwa od ${from} do ${to}.` : `The event runs from ${from} to ${to}.`;
    return {
      slug: `wydarzenie/${event.slug || event.id}`,
      window: [dates, hoursText(video?.tickets_expiration_time)].filter(Boolean).join(' '),
    };
  }
  if (order.product_type === 'video' && order.video_id !== null) {
    const video = await catalogRows.video(db, order.video_id);
    if (!video) return null;
    const end = video.end_date
      ? lang === 'pl'
        ? `Nagranie jest dostępne do ${at(video.end_date)}.`
        : `The video is available until ${at(video.end_date)}.`
      : null;
    const start =
      video.available_from && video.available_from > new Date()
        ? lang === 'pl'
          ? `Oglądanie będzie możliwe od ${at(video.available_from)}.`
          : `You can watch from ${at(video.available_from)}.`
        : null;
    return {
      slug: `wideo/${video.slug || video.id}`,
      window:
        [start, hoursText(video.tickets_expiration_time), end].filter(Boolean).join(' ') ||
        (lang === 'pl' ? 'Dostęp bez limitu czasu.' : 'Access without a time limit.'),
    };
  }
  return null;
};
