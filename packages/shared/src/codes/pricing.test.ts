import { describe, expect, it } from 'vitest';
import { discountedPrice } from './pricing';

const percent = (value: number) => ({ discount_percent: value, discount_cash: null });
const cash = (value: number) => ({ discount_percent: null, discount_cash: value });

describe('discountedPrice', () => {
  it('takes a percent off, rounding the discount half up to the grosz', () => {
    expect(discountedPrice(4000, percent(25))).toBe(3000);
    expect(discountedPrice(1001, percent(33))).toBe(671); // 330.33 gr off → 330
    expect(discountedPrice(1, percent(50))).toBe(0); // 0.5 gr off → 1
    expect(discountedPrice(3, percent(50))).toBe(1); // 1.5 gr off → 2
    expect(discountedPrice(999, percent(10))).toBe(899); // 99.9 gr off → 100
  });

  it('makes 100 % free and 0 % the price', () => {
    expect(discountedPrice(12345, percent(100))).toBe(0);
    expect(discountedPrice(12345, percent(0))).toBe(12345);
  });

  it('takes cash off and never goes below 0', () => {
    expect(discountedPrice(4000, cash(1500))).toBe(2500);
    expect(discountedPrice(4000, cash(4000))).toBe(0);
    expect(discountedPrice(4000, cash(9000))).toBe(0);
    expect(discountedPrice(0, cash(100))).toBe(0);
  });
});
