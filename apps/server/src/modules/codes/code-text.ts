import { randomBytes } from 'node:crypto';

/** Crockford base32 without I, L, O, U: nothing a person can misread when typing a code from an e-mail. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters × 5 bits = 60 random bits: a batch of 10,000 leaves one guess in ~10^14 a hit. */
export const GENERATED_CODE_LENGTH = 12;

/**
 * A new unguessable code (CONTEXT.md "Generated codes"): random bytes, 5 bits a character, no
 * modulo bias. Uniqueness is the database's (codes_code_unique); a caller inserting a batch
 * retries the rare collision.
 */
export const newCodeText = (): string => {
  const bytes = randomBytes(Math.ceil((GENERATED_CODE_LENGTH * 5) / 8));
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < GENERATED_CODE_LENGTH) {
      bits -= 5;
      out += ALPHABET[(value >>> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return out;
};

/** What people type is compared without surrounding spaces and regardless of case. */
export const normalizeCode = (typed: string): string => typed.trim().toUpperCase();
