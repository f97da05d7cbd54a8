import type { CodeOrderRow } from '@scena/shared/code-orders.contract';

/** A completed gift order of 12,50 zł whose one code somebody activated: the feature's tests' row. */
export const codeOrderRow = (overrides: Partial<CodeOrderRow> = {}): CodeOrderRow => ({
  id: 7,
  extOrderId: 'ABCDEFGHJKMNPQRSTVWXYZ01',
  orderId: 'PAYU123',
  productType: 'gift',
  product_slug: 'video-3',
  event_id: null,
  video_id: 3,
  description: 'Prezent: Lalka',
  userId: 42,
  firstname: 'Halina',
  lastname: 'Poświatowska',
  email: 'halina@example.com',
  country: 'PL',
  customer_ip: '10.0.0.1',
  amount: 12.5,
  refunded: 0,
  product_quantity: 1,
  one_free: false,
  status: 'COMPLETED',
  created_at: '2026-11-05T08:05:00.000Z',
  updated_at: '2026-11-05T08:06:00.000Z',
  numberOfUses: 1,
  codes: [
    {
      id: 1,
      code: 'K7M2P9QX4RTA',
      voided: false,
      usage: { userId: 51, firstname: 'Jan', lastname: 'Nowak', activated_at: '2026-11-06T10:00:00.000Z' },
    },
  ],
  ...overrides,
});
