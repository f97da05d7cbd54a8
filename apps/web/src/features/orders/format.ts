import { warsawParts } from '@scena/shared/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as 'H:mm, DD.MM.YYYY' in Warsaw (spec 1 §9 formats). */
export const formatInstant = (iso: string): string => {
  const p = warsawParts(new Date(iso));
  return `${p.h}:${pad(p.min)}, ${pad(p.d)}.${pad(p.m)}.${p.y}`;
};

/**
 * Until when an order gives access, in the account's and the status page's one wording (an
 * access held without an order, status null, too): the end once the first playback set it;
 * before that "from the first play" with the ticket's hours (the validity starts then), "no
 * limit" when it has none, and "—" for an order that gives no access (unpaid, cancelled, refunded).
 */
export const accessUntilKey = (order: {
  status: string | null;
  used: boolean;
  expiration_date: string | null;
  validity_hours: number | null;
}): { date: string } | { key: string; values?: { hours: number } } => {
  if (order.status !== null && order.status !== 'COMPLETED' && order.status !== 'WAITING_FOR_REFUND')
    return { key: 'order_status.none' };
  if (order.expiration_date) return { date: formatInstant(order.expiration_date) };
  if (order.used || order.validity_hours === 0) return { key: 'order_status.no_end' };
  // The real hours the server answers ("48 h from the first play"), so the end it shows after the
  // first play follows from what was said before it.
  return order.validity_hours
    ? { key: 'order_status.hours_from_first_play', values: { hours: order.validity_hours } }
    : { key: 'order_status.from_first_play' };
};
