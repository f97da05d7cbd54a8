import { describe, expect, it } from 'vitest';
import { groupTicketPrice, parseGroupProductSlug } from './price';

describe('group ticket price (spec 1 §9)', () => {
  it('is unit × quantity without one_free or discount', () => {
    expect(groupTicketPrice(2500, 10, { one_free: false, discount: 0 })).toEqual({
      original: 25000,
      total: 25000,
    });
  });
  it('takes one unit off with one_free, then the discount percent', () => {
    expect(groupTicketPrice(2500, 10, { one_free: true, discount: 0 })).toEqual({
      original: 25000,
      total: 22500,
    });
    expect(groupTicketPrice(2500, 10, { one_free: true, discount: 10 })).toEqual({
      original: 25000,
      total: 20250,
    });
    expect(groupTicketPrice(2500, 10, { one_free: false, discount: 99 })).toEqual({
      original: 25000,
      total: 250,
    });
  });
  it('rounds to the grosz', () => {
    expect(groupTicketPrice(999, 3, { one_free: false, discount: 33 }).total).toBe(2008);
  });
});

describe('group productSlug', () => {
  it('reads type, id and quantity; refuses anything else', () => {
    expect(parseGroupProductSlug('event-12-10')).toEqual({ kind: 'event', id: 12, quantity: 10 });
    expect(parseGroupProductSlug('video-3-2')).toEqual({ kind: 'video', id: 3, quantity: 2 });
    for (const bad of [
      'event-12',
      'gift-1-2',
      'event-0-2',
      'event-1-0',
      'event-1-2-3',
      'event-99999999999-2',
      'event-1-1e3',
    ])
      expect(parseGroupProductSlug(bad)).toBeNull();
  });
});
