import { warsawParts } from '@scena/shared/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as 'H:mm, DD.MM.YYYY' in Warsaw (spec 1 §9 formats). */
export const formatInstant = (iso: string): string => {
  const p = warsawParts(new Date(iso));
  return `${p.h}:${pad(p.min)}, ${pad(p.d)}.${pad(p.m)}.${p.y}`;
};

/**
 * Until when an order gives access, in the account's and the status page's one wording (the
 * access list's too): the end once the first playback set it; before that "from the first
 * play" (the validity starts then), "no limit" once played without an end, and "—" for an order
 * that gives no access (unpaid, cancelled, refunded).
 */
export const accessUntilKey = (order: {
  status: string;
  used: boolean;
  expiration_date: string | null;
}): { date: string } | { key: string } => {
  if (order.status !== 'COMPLETED' && order.status !== 'WAITING_FOR_REFUND')
    return { key: 'order_status.none' };
  if (order.expiration_date) return { date: formatInstant(order.expiration_date) };
  return { key: order.used ? 'order_status.no_end' : 'order_status.from_first_play' };
};
