import { itemState, type ItemState } from '@scena/shared/access/availability';
import type { CatalogCardItem } from './access';

/**
 * Where an item stands on the shared Warsaw clock (packages/shared/src/access/availability.ts).
 * The server decides access; the page uses this to count down and to know when to ask again.
 */
export const itemTiming = (entry: CatalogCardItem, now: Date): ItemState =>
  entry.kind === 'event'
    ? itemState({ kind: 'event', ...entry.item }, now)
    : itemState({ kind: 'video', ...entry.item }, now);
