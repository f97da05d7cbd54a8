import { describe, expect, it } from 'vitest';
import { createPayuProvider } from './adapter';
import { payuDigest, signPayuBody, verifyPayuSignature } from './signature';

/**
 * The notification verification matrix at the port (PayU REST v2.1 OpenPayu-Signature;
 * webhook rules: signature first, constant-time compare): a provider's verifyNotification accepts exactly the bodies
 * signed with its second key, under either header name, with MD5 or SHA-256.
 */
const KEY = 'b6ca15b0d1020e8094d9b5f8d163db54';
const provider = createPayuProvider({
  apiUrl: 'http://127.0.0.1:9',
  posId: '300746',
  clientId: '300746',
  clientSecret: 'x',
  secondKey: KEY,
  publicUrl: 'http://localhost:3000',
});
const body = JSON.stringify({
  order: {
    orderId: 'MB45CC6D2V220424GUEST000P01',
    extOrderId: 'ORD-123',
    currencyCode: 'PLN',
    totalAmount: '8000',
    status: 'COMPLETED',
  },
  localReceiptDateTime: '2022-04-24T11:21:36.265+02:00',
});

describe('PayU signature', () => {
  it('matches the PHP SDK test vectors', () => {
    expect(payuDigest('OpenPayUData', 'SignatureKey', 'MD5')).toBe('8375034eb737d520c829fad4026a38aa');
    expect(payuDigest('OpenPayUData', 'SignatureKey', 'SHA256')).toBe(
      '8b2fd55b48f150347df56ce18d787335f32ced1d67f214016476f7c0a8f09981',
    );
  });

  for (const algorithm of ['MD5', 'SHA-256'] as const) {
    for (const name of ['OpenPayu-Signature', 'X-OpenPayU-Signature', 'openpayu-signature']) {
      it(`accepts ${algorithm} under ${name}`, () => {
        const result = provider.verifyNotification(Buffer.from(body), {
          [name]: signPayuBody(body, KEY, algorithm),
        });
        expect(result).toEqual({
          ok: true,
          notification: {
            kind: 'order',
            providerOrderId: 'MB45CC6D2V220424GUEST000P01',
            extOrderId: 'ORD-123',
            status: 'COMPLETED',
            providerStatus: 'COMPLETED',
            amount: 8000,
            currency: 'PLN',
            idempotencyKey: 'payu:order:MB45CC6D2V220424GUEST000P01:COMPLETED',
          },
        });
      });
    }
  }

  it('accepts the pairs in any order and SHA/SHA256 spellings', () => {
    const digest = payuDigest(body, KEY, 'SHA256')!;
    expect(
      verifyPayuSignature(
        body,
        { 'openpayu-signature': `algorithm=SHA;content=DOCUMENT;signature=${digest};sender=checkout` },
        KEY,
      ),
    ).toEqual({ ok: true });
    expect(
      verifyPayuSignature(
        body,
        { 'openpayu-signature': `signature=${digest.toUpperCase()};algorithm=SHA256` },
        KEY,
      ),
    ).toEqual({ ok: true });
  });

  it('rejects one changed byte of the body', () => {
    const header = signPayuBody(body, KEY, 'SHA-256');
    const tampered = body.replace('"8000"', '"8001"');
    expect(provider.verifyNotification(tampered, { 'openpayu-signature': header })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    // Re-serialised JSON (other whitespace) is not the signed body either.
    const reformatted = JSON.stringify(JSON.parse(body), null, 1);
    expect(provider.verifyNotification(reformatted, { 'openpayu-signature': header })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('rejects a missing header, or one without signature or algorithm', () => {
    expect(provider.verifyNotification(body, {})).toEqual({ ok: false, reason: 'missing_signature' });
    expect(provider.verifyNotification(body, { 'openpayu-signature': '' })).toEqual({
      ok: false,
      reason: 'missing_signature',
    });
    expect(provider.verifyNotification(body, { 'openpayu-signature': `algorithm=MD5` })).toEqual({
      ok: false,
      reason: 'missing_signature',
    });
    expect(
      provider.verifyNotification(body, {
        'openpayu-signature': `signature=${payuDigest(body, KEY, 'MD5')}`,
      }),
    ).toEqual({ ok: false, reason: 'missing_signature' });
  });

  it('rejects an unknown algorithm name and a signature made with another algorithm', () => {
    const md5 = payuDigest(body, KEY, 'MD5');
    expect(
      provider.verifyNotification(body, { 'openpayu-signature': `signature=${md5};algorithm=MD4` }),
    ).toEqual({ ok: false, reason: 'unsupported_algorithm' });
    expect(
      provider.verifyNotification(body, { 'openpayu-signature': `signature=${md5};algorithm=SHA-256` }),
    ).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('rejects a body signed with another key (client_secret is not the second key)', () => {
    expect(
      provider.verifyNotification(body, { 'openpayu-signature': signPayuBody(body, 'x', 'MD5') }),
    ).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('a correctly signed body that is not a notification is malformed, not accepted', () => {
    const other = JSON.stringify({
      order: { orderId: 'A', status: 'COMPLETED', totalAmount: 80, currencyCode: 'PLN' },
    });
    expect(provider.verifyNotification(other, { 'openpayu-signature': signPayuBody(other, KEY) })).toEqual({
      ok: false,
      reason: 'malformed_body',
    });
    expect(
      provider.verifyNotification('not json', { 'openpayu-signature': signPayuBody('not json', KEY) }),
    ).toEqual({ ok: false, reason: 'malformed_body' });
  });

  it('parses refund notifications', () => {
    const refund = JSON.stringify({
      orderId: 'O1',
      extOrderId: 'E1',
      refund: { refundId: '912128', amount: '15516', currencyCode: 'PLN', status: 'CANCELED' },
    });
    expect(
      provider.verifyNotification(refund, { 'x-openpayu-signature': signPayuBody(refund, KEY, 'MD5') }),
    ).toMatchObject({
      ok: true,
      notification: {
        kind: 'refund',
        refundId: '912128',
        refundStatus: 'CANCELED',
        status: 'COMPLETED',
        amount: 15516,
        idempotencyKey: 'payu:refund:912128:CANCELED',
      },
    });
  });
});
