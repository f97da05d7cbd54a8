import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPln, fromGrosze, isValidPrice, toGrosze } from './money';

describe('money', () => {
  it('converts PLN text and numbers to integer grosze', () => {
    expect(toGrosze('12')).toBe(1200);
    expect(toGrosze('12.5')).toBe(1250);
    expect(toGrosze('12,05')).toBe(1205);
    expect(toGrosze(0.1)).toBe(10);
    expect(toGrosze(19.99)).toBe(1999);
    expect(toGrosze(0)).toBe(0);
  });

  it('rejects negative, too precise and non-numeric prices', () => {
    for (const value of ['-1', '1.234', 'abc', '', '1e3', '1.', '.5', -0.01, Number.NaN, Infinity, 1.005]) {
      expect(isValidPrice(value)).toBe(false);
    }
  });

  it('round-trips every grosze amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (grosze) => {
        expect(toGrosze(fromGrosze(grosze))).toBe(grosze);
      }),
    );
  });

  it('formats with a comma and zł', () => {
    expect(formatPln(12.5)).toBe('12,50 zł');
  });
});
