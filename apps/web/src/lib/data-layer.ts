import { CURRENCY } from '@scena/shared/constants';
import { readConsent } from './consent';

/**
 * The analytics data layer (spec 1 §7, spec 3 §2.13): page views push a product-view record and
 * an impressions record, prices in PLN, in the shape tag managers read (`window.dataLayer`,
 * Enhanced Ecommerce). Only after the viewer allowed analytics in the cookie bar; before that
 * nothing is written, not even the array.
 */
export interface DataLayerProduct {
  id: number;
  name: string;
  price: number;
  category: 'event' | 'video';
}

type Entry = Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: Entry[];
  }
}

const push = (entry: Entry): boolean => {
  if (readConsent() !== 'analytics') return false;
  (window.dataLayer ??= []).push(entry);
  return true;
};

const product = (item: DataLayerProduct, position?: number) => ({
  id: String(item.id),
  name: item.name,
  price: item.price.toFixed(2),
  category: item.category,
  ...(position === undefined ? {} : { position }),
});

/** An item page was viewed: its product-view and impression records. */
export const pushProductView = (item: DataLayerProduct, list: string): void => {
  if (
    !push({
      event: 'productView',
      ecommerce: { currencyCode: CURRENCY, detail: { actionField: { list }, products: [product(item)] } },
    })
  )
    return;
  pushImpressions([item], list);
};

/** Items shown in a list (home blocks, an item page). */
export const pushImpressions = (items: readonly DataLayerProduct[], list: string): void => {
  if (items.length === 0) return;
  push({
    event: 'impressions',
    ecommerce: {
      currencyCode: CURRENCY,
      impressions: items.map((item, index) => ({ ...product(item, index + 1), list })),
    },
  });
};
