import { isAdminRole, type RestrictedAccess } from '@scena/shared';
import type { AccessItem, ItemRef } from '../access';
import type { UserRow } from '../users';
import type { EventRow } from './events.table';
import type { VideoRow } from './videos.table';

export const isAdmin = (user: UserRow | null): boolean => !!user && isAdminRole(user.role);

/**
 * What the access module judges about a video or an event (the event takes age restriction,
 * country restriction and ticket validity from its video). Whether the media fields go out is
 * decided there, in one place (modules/access, decideAccess); the presenters only follow
 * `can_watch`.
 */
export const videoAccessItem = (row: VideoRow): AccessItem => ({
  kind: 'video',
  id: row.id,
  timing: { kind: 'video', available_from: row.available_from, end_date: row.end_date },
  price_grosze: row.price_grosze,
  age_restriction: row.age_restriction,
  restricted_access: row.restricted_access as RestrictedAccess,
  available_tickets: null,
  tickets_left: null,
  enable_tickets: true,
  validity_hours: row.tickets_expiration_time,
});

/** `left`: the live count of tickets left (ticket_stock, modules/tickets); the limit itself until one is known. */
export const eventAccessItem = (
  row: EventRow,
  video: VideoRow | undefined,
  left: number | null = row.available_tickets,
): AccessItem => ({
  kind: 'event',
  id: row.id,
  timing: {
    kind: 'event',
    date_from: row.date_from,
    date_to: row.date_to,
    time_from: row.time_from,
    time_to: row.time_to,
    full_day: row.full_day,
  },
  price_grosze: row.price_grosze,
  age_restriction: video?.age_restriction ?? null,
  restricted_access: (video?.restricted_access ?? 'any') as RestrictedAccess,
  available_tickets: row.available_tickets,
  tickets_left: row.available_tickets === null ? null : left,
  enable_tickets: row.enable_tickets,
  validity_hours: video?.tickets_expiration_time ?? null,
  enable_codes: row.enable_codes,
});

export const refKey = (ref: ItemRef): string => `${ref.kind}:${ref.id}`;
