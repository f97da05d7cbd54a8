import { z } from 'zod';

/**
 * The price rule of codes (modules/codes CONTEXT.md), one for the server (what an order is charged)
 * and the web (what the purchase page shows). Money is integer grosze.
 *
 * - Percent (0–100): the discount is `price × percent / 100` rounded half up to the grosz, then
 *   taken off: 33 % of 10,01 zł is 3,30 zł off (330.33 gr → 330), 50 % of 0,01 zł is 0,01 zł off
 *   (0.5 gr → 1), so a price never keeps a fraction and 100 % is always 0.
 * - Cash: that many grosze off.
 * - Never below 0 (a cash code larger than the price makes it 0 zł: the "use code" path).
 */
export interface CodeDiscount {
  /** 0–100, or null for a cash discount. */
  discount_percent: number | null;
  /** Grosze off, or null for a percent discount. */
  discount_cash: number | null;
}

export const discountedPrice = (priceGrosze: number, code: CodeDiscount): number => {
  const price = Math.max(0, Math.trunc(priceGrosze));
  if (code.discount_percent !== null) {
    const percent = Math.min(100, Math.max(0, code.discount_percent));
    // price × percent is an integer; /100 then half up (Math.round rounds .5 up for positives).
    const off = Math.round((price * percent) / 100);
    return Math.max(0, price - off);
  }
  return Math.max(0, price - Math.max(0, Math.trunc(code.discount_cash ?? 0)));
};

/**
 * The viewer's own price on an item answer and card (spec 1 §3 Event/Video `newPrice`, `usedCode`):
 * PLN after the code that prices the viewer's next purchase of it, and that code. Absent for
 * guests and when no code of the viewer applies (absent rather than null: every guest's list
 * would otherwise carry two nulls per card).
 */
export const codePriceFields = {
  newPrice: z.number().optional(),
  usedCode: z.string().optional(),
};
