import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Our order number (CONTEXT.md): 24 Crockford base32 characters from 15 random bytes (120 bits,
 * 5 bits a character, no modulo bias), so it can be shown on a status page and sent to the
 * provider without being guessable. Matches EXT_ORDER_ID_PATTERN.
 */
export const newExtOrderId = (): string => {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += CROCKFORD[(value >>> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return out;
};
