import type { PaymentStatus } from '@scena/shared/orders/status';
import { isProcessing } from '@scena/shared/orders/status';
import { warsawParts } from '@scena/shared/time';

/** A gift order's state as its pages show it (the orders feature's words, spec 1 §4). */
export type GiftOutcome = 'processing' | 'success' | 'failure' | 'refund';

export const giftOutcome = (status: PaymentStatus): GiftOutcome => {
  if (isProcessing(status)) return 'processing';
  if (status === 'COMPLETED') return 'success';
  if (status === 'REFUNDED' || status === 'WAITING_FOR_REFUND') return 'refund';
  return 'failure';
};

/** The viewer's word for a status: the order_status catalogue the event and video orders use. */
export const statusKey = (status: PaymentStatus): string =>
  ({
    NOT_STARTED: 'order_status.status_not_started',
    UNDEFINED: 'order_status.status_undefined',
    PENDING: 'order_status.status_processing',
    WAITING_FOR_CONFIRMATION: 'order_status.status_processing',
    COMPLETED: 'order_status.status_completed',
    CANCELED: 'order_status.status_canceled',
    REFUNDED: 'order_status.status_refunded',
    WAITING_FOR_REFUND: 'order_status.status_waiting_for_refund',
  })[status];

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as 'H:mm, DD.MM.YYYY' in Warsaw (spec 1 §9). */
export const formatInstant = (iso: string): string => {
  const p = warsawParts(new Date(iso));
  return `${p.h}:${pad(p.min)}, ${pad(p.d)}.${pad(p.m)}.${p.y}`;
};

/** The gift's title in the viewer's language (the any-gift has an English label). */
export const giftTitle = (order: { description: string; description_en: string }, language: string) =>
  language === 'en' && order.description_en ? order.description_en : order.description;
