import { warsawParts } from '@scena/shared/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as 'H:mm, DD.MM.YYYY' in Warsaw (spec 1 §9 formats). */
export const formatInstant = (iso: string): string => {
  const p = warsawParts(new Date(iso));
  return `${p.h}:${pad(p.min)}, ${pad(p.d)}.${pad(p.m)}.${p.y}`;
};
