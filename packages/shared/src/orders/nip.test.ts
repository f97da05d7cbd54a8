import { describe, expect, it } from 'vitest';
import { isValidPolishNip, normalizeNip } from './nip';

describe('NIP checksum', () => {
  it('accepts real-shaped numbers with or without separators', () => {
    // 526-000-12-46 is the Ministry of Finance's published NIP; 123-456-32-18 a common test value.
    expect(isValidPolishNip('5260001246')).toBe(true);
    expect(isValidPolishNip('526-000-12-46')).toBe(true);
    expect(isValidPolishNip('123 456 32 18')).toBe(true);
    expect(isValidPolishNip('PL1234563218')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidPolishNip('1234563219')).toBe(false);
    expect(isValidPolishNip('123456321')).toBe(false);
    expect(isValidPolishNip('12345632188')).toBe(false);
    expect(isValidPolishNip('12345X3218')).toBe(false);
    expect(isValidPolishNip('')).toBe(false);
  });
  it('refuses numbers whose weighted sum leaves 10 (never issued), whatever the last digit', () => {
    // 2 × 5 at the fourth position: the sum is 10.
    for (const last of '0123456789') expect(isValidPolishNip(`000500000${last}`)).toBe(false);
  });
  it('normalises what people type', () => {
    expect(normalizeNip(' 123-456.32 18 ')).toBe('1234563218');
  });
});
