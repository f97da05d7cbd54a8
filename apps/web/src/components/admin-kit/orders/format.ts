import { formatPln } from '@scena/shared/money';
import { warsawParts } from '@scena/shared/time';
import type { PaymentStatus } from '@scena/shared/orders/status';
import type { TagTone } from '../theme';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as 'H:mm, DD.MM.YYYY' in Warsaw (the spec's order format, as in the CSV). */
export const orderInstant = (iso: string | null): string => {
  if (!iso) return '—';
  const p = warsawParts(new Date(iso));
  return `${p.h}:${pad(p.min)}, ${pad(p.d)}.${pad(p.m)}.${p.y}`;
};

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export const displayDay = (day: string): string =>
  `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export const money = (pln: number): string => formatPln(pln);

/** A country code as its flag emoji (regional indicator letters); '' for anything else. */
export const flagOf = (code: string | null): string =>
  code && /^[A-Z]{2}$/.test(code)
    ? String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
    : '';

export const STATUS_TONE: Record<PaymentStatus, TagTone> = {
  COMPLETED: 'success',
  CANCELED: 'neutral',
  REFUNDED: 'danger',
  WAITING_FOR_REFUND: 'warning',
  PENDING: 'info',
  WAITING_FOR_CONFIRMATION: 'info',
  NOT_STARTED: 'neutral',
  UNDEFINED: 'neutral',
};
