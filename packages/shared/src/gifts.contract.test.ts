import { describe, expect, it } from 'vitest';
import {
  anyGiftOnSale,
  giftConfigDefaults,
  giftSettingsUpdateBody,
  parseGiftExpiration,
  parseGiftProduct,
} from './gifts.contract';

describe('gift rules', () => {
  it('reads the panel’s HH:mm DD.MM.YYYY in Warsaw time and refuses impossible dates', () => {
    expect(parseGiftExpiration('23:30 31.12.2031')?.toISOString()).toBe('2031-12-31T22:30:00.000Z');
    expect(parseGiftExpiration('9:05 01.07.2030')?.toISOString()).toBe('2030-07-01T07:05:00.000Z');
    expect(parseGiftExpiration('2030-07-01 09:05')?.toISOString()).toBe('2030-07-01T07:05:00.000Z');
    for (const bad of ['24:00 01.01.2030', '12:00 30.02.2030', '12:60 01.01.2030', 'jutro', ''])
      expect(parseGiftExpiration(bad), bad).toBeNull();
  });

  it('names a product as event-{id}, video-{id} or any', () => {
    expect(parseGiftProduct('event-12')).toEqual({ kind: 'event', id: 12 });
    expect(parseGiftProduct('video-3')).toEqual({ kind: 'video', id: 3 });
    expect(parseGiftProduct('any')).toEqual({ kind: 'any' });
    for (const bad of ['event-0', 'video-', 'gift-1', 'event-99999999999', 'event-1-2'])
      expect(parseGiftProduct(bad), bad).toBeNull();
  });

  it('sells the any-gift only while on, priced and before its end', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const on = { ...giftConfigDefaults, any_gift_available: true, gift_price: 50 };
    expect(anyGiftOnSale(on, now)).toBe(true);
    expect(anyGiftOnSale({ ...on, gift_expiration: '2030-01-01T12:00:01Z' }, now)).toBe(true);
    expect(anyGiftOnSale({ ...on, gift_expiration: '2030-01-01T11:59:59Z' }, now)).toBe(false);
    expect(anyGiftOnSale({ ...on, any_gift_available: false }, now)).toBe(false);
    expect(anyGiftOnSale({ ...on, gift_price: 0 }, now)).toBe(false);
  });

  it('requires the any-gift card’s fields only when that card is saved', () => {
    expect(giftSettingsUpdateBody.safeParse({ gift_available: true }).success).toBe(true);
    const card = giftSettingsUpdateBody.safeParse({ any_gift_available: false });
    expect(card.success).toBe(false);
    expect(card.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['gift_price', 'gifts.validate.price_required'],
      ['gift_label', 'gifts.validate.label_required'],
      ['gift_description', 'gifts.validate.label_required'],
    ]);
    expect(
      giftSettingsUpdateBody.parse({ gift_price: '12,5', gift_label: ' Bon ', gift_description: 'Opis' }),
    ).toMatchObject({ gift_price: 12.5, gift_label: 'Bon' });
  });
});
