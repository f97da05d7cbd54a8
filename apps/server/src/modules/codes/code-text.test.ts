import { describe, expect, it } from 'vitest';
import { GENERATED_CODE_LENGTH, newCodeText, normalizeCode } from './code-text';

describe('newCodeText', () => {
  it('makes 12 characters of the unambiguous alphabet, all different across a batch', () => {
    const batch = Array.from({ length: 10_000 }, newCodeText);
    for (const code of batch) expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
    expect(new Set(batch).size).toBe(batch.length);
    expect(GENERATED_CODE_LENGTH).toBe(12);
  });

  it('uses every character of the alphabet about equally (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5_000; i += 1)
      for (const ch of newCodeText()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (5_000 * 12) / 32;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });
});

describe('normalizeCode', () => {
  it('compares codes trimmed and regardless of case', () => {
    expect(normalizeCode('  premiera-2026 ')).toBe('PREMIERA-2026');
  });
});
