import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPaymentProvider } from './create';

const PAYU = {
  PAYU_POS_ID: '300746',
  PAYU_CLIENT_ID: '300746',
  PAYU_CLIENT_SECRET: 's',
  PAYU_SECOND_KEY: 'k',
};
const P24 = { P24_MERCHANT_ID: '999999', P24_POS_ID: '999999', P24_API_KEY: 'a', P24_CRC: 'c' };
const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('payment configuration', () => {
  it('defaults to the embedded sandbox, the PayU adapter pointed at /sandbox/payu', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.PAYU_API_URL).toBe('https://secure.payu.com');
    expect(createPaymentProvider(config).name).toBe('sandbox');
  });

  it('refuses the sandbox in production unless SANDBOX_PAYMENTS is set', () => {
    expect(failure({ NODE_ENV: 'production' })).toMatch(
      /PAYMENT_PROVIDER: the payment sandbox does not run in production/,
    );
    expect(failure({ NODE_ENV: 'production', SANDBOX_PAYMENTS: '1' })).toBeNull();
  });

  it('names every missing PayU value', () => {
    const message = failure({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'payu', PAYU_POS_ID: '300746' });
    for (const name of ['PAYU_CLIENT_ID', 'PAYU_CLIENT_SECRET', 'PAYU_SECOND_KEY'])
      expect(message).toContain(`${name}: required when PAYMENT_PROVIDER=payu`);
    expect(message).not.toContain('PAYU_POS_ID');
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'payu',
      ...PAYU,
      PAYU_API_URL: 'https://secure.snd.payu.com',
    });
    expect(config.PAYU_API_URL).toBe('https://secure.snd.payu.com');
    expect(createPaymentProvider(config).name).toBe('payu');
  });

  it('names every missing Przelewy24 value and checks the ids are numbers', () => {
    const message = failure({ PAYMENT_PROVIDER: 'przelewy24' });
    for (const name of ['P24_MERCHANT_ID', 'P24_POS_ID', 'P24_API_KEY', 'P24_CRC'])
      expect(message).toContain(`${name}: required when PAYMENT_PROVIDER=przelewy24`);
    expect(failure({ PAYMENT_PROVIDER: 'przelewy24', ...P24, P24_POS_ID: 'abc' })).toContain('P24_POS_ID');
    const config = loadConfig({ PAYMENT_PROVIDER: 'przelewy24', ...P24 });
    expect(config.P24_MERCHANT_ID).toBe(999999);
    expect(config.P24_API_URL).toBe('https://secure.przelewy24.pl');
    expect(createPaymentProvider(config).name).toBe('przelewy24');
  });
});
