import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayU's notification signature (PayU REST v2.1, OpenPayu-Signature): the header
 * `OpenPayu-Signature: sender=checkout;signature=<hex>;algorithm=MD5;content=DOCUMENT` (also sent as
 * `X-OpenPayU-Signature`, any case), where signature = hex(HASH(rawBody + secondKey)).
 */
export const PAYU_SIGNATURE_HEADERS = ['openpayu-signature', 'x-openpayu-signature'] as const;

const ALGORITHMS: Record<string, string> = {
  MD5: 'md5',
  SHA: 'sha256',
  'SHA-256': 'sha256',
  SHA256: 'sha256',
  'SHA-1': 'sha1',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

export type PayuAlgorithm = 'MD5' | 'SHA-256';

/** `key=value;key=value` in any order; keys compared case-insensitively. */
export const parseSignatureHeader = (value: string): Record<string, string> =>
  Object.fromEntries(
    value
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return at < 0
          ? [pair.toLowerCase(), '']
          : [pair.slice(0, at).trim().toLowerCase(), pair.slice(at + 1).trim()];
      }),
  );

/** Reads the signature header under either name (Node lower-cases header names). */
export const signatureHeaderOf = (
  headers: Record<string, string | string[] | undefined>,
): string | undefined => {
  for (const [name, value] of Object.entries(headers)) {
    if (!(PAYU_SIGNATURE_HEADERS as readonly string[]).includes(name.toLowerCase())) continue;
    const text = Array.isArray(value) ? value[0] : value;
    if (text) return text;
  }
  return undefined;
};

const toBuffer = (body: Buffer | string) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : body);

export const payuDigest = (rawBody: Buffer | string, secondKey: string, algorithm: string): string | null => {
  const hash = ALGORITHMS[algorithm.toUpperCase()];
  if (!hash) return null;
  return createHash(hash)
    .update(Buffer.concat([toBuffer(rawBody), Buffer.from(secondKey, 'utf8')]))
    .digest('hex');
};

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing_signature' | 'unsupported_algorithm' | 'bad_signature' };

/** The verification rule: header present with signature and algorithm, known algorithm, equal in constant time. */
export const verifyPayuSignature = (
  rawBody: Buffer | string,
  headers: Record<string, string | string[] | undefined>,
  secondKey: string,
): SignatureCheck => {
  const header = signatureHeaderOf(headers);
  if (!header) return { ok: false, reason: 'missing_signature' };
  const fields = parseSignatureHeader(header);
  if (!fields.signature || !fields.algorithm) return { ok: false, reason: 'missing_signature' };
  const expected = payuDigest(rawBody, secondKey, fields.algorithm);
  if (!expected) return { ok: false, reason: 'unsupported_algorithm' };
  const given = Buffer.from(fields.signature.toLowerCase(), 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  // timingSafeEqual needs equal lengths; a length difference reveals nothing about the key.
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return { ok: false, reason: 'bad_signature' };
  return { ok: true };
};

/** The header value PayU would send for a body (the sandbox and the test emulator sign with it). */
export const signPayuBody = (
  rawBody: Buffer | string,
  secondKey: string,
  algorithm: PayuAlgorithm = 'SHA-256',
): string =>
  `sender=checkout;signature=${payuDigest(rawBody, secondKey, algorithm)};algorithm=${algorithm};content=DOCUMENT`;
