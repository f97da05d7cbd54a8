import { FEW_TICKETS_LEFT } from '@scena/shared/constants';

/** What a limited event's ticket count tells a viewer: sold out, a few left (how many), or nothing. */
export type TicketsNote = { kind: 'sold_out' } | { kind: 'few'; left: number } | null;

export const ticketsNote = (event: {
  available_tickets?: number | null;
  ticketsLeft?: number | null;
}): TicketsNote => {
  if (event.available_tickets === null || event.available_tickets === undefined) return null;
  const left = event.ticketsLeft;
  if (left === null || left === undefined) return null;
  if (left <= 0) return { kind: 'sold_out' };
  return left <= FEW_TICKETS_LEFT ? { kind: 'few', left } : null;
};
