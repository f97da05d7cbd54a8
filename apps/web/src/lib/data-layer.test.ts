import { afterEach, describe, expect, it } from 'vitest';
import { writeConsent } from './consent';
import { pushProductView } from './data-layer';

afterEach(() => {
  delete window.dataLayer;
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
});

const wesele = { id: 3, name: 'Wesele', price: 29.9, category: 'event' } as const;

describe('data layer', () => {
  it('writes nothing without analytics consent', () => {
    pushProductView(wesele, 'event page');
    expect(window.dataLayer).toBeUndefined();
    writeConsent('necessary');
    pushProductView(wesele, 'event page');
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes a product view and an impression in PLN once analytics is allowed', () => {
    writeConsent('analytics');
    pushProductView(wesele, 'event page');
    expect(window.dataLayer).toEqual([
      {
        event: 'productView',
        ecommerce: {
          currencyCode: 'PLN',
          detail: {
            actionField: { list: 'event page' },
            products: [{ id: '3', name: 'Wesele', price: '29.90', category: 'event' }],
          },
        },
      },
      {
        event: 'impressions',
        ecommerce: {
          currencyCode: 'PLN',
          impressions: [
            { id: '3', name: 'Wesele', price: '29.90', category: 'event', position: 1, list: 'event page' },
          ],
        },
      },
    ]);
  });
});
