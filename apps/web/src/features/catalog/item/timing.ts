import type { Availability } from '@scena/shared/time';
import { eventState, parseDateTimeInput, videoAvailability } from '@scena/shared/time';
import type { CatalogItem } from './access';

/**
 * When an item can be watched, on the shared Warsaw clock (packages/shared/src/time.ts). The
 * server decides access; the page uses this to count down and to know when to ask again.
 */
export interface ItemTiming {
  available: Availability;
  /** The next start or end of the watch window, null when there is none. */
  nextChange: Date | null;
}

const DAY_MS = 86_400_000;
const instant = (value: string | null): Date | null => (value ? parseDateTimeInput(value) : null);

export const itemTiming = (entry: CatalogItem, now: Date): ItemTiming => {
  if (entry.kind === 'event') {
    const state = eventState(entry.item, now);
    return { available: state.available, nextChange: state.nextChange };
  }
  const available = videoAvailability(entry.item, now);
  const nextChange = available === 0 ? instant(entry.item.available_from) : available === 1 ? instant(entry.item.end_date) : null;
  return { available, nextChange };
};

/** A video that is on but ends within 24 hours gets its own text (spec 1 §2). */
export const endsWithinDay = (timing: ItemTiming, now: Date): boolean =>
  timing.available === 1 && timing.nextChange !== null && timing.nextChange.getTime() - now.getTime() <= DAY_MS;
