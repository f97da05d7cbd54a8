import {
  eventOrderSchema,
  videoOrderSchema,
  type EventOrder,
  type VideoOrder,
} from '@scena/shared/orders.contract';

/**
 * Orders as the API answers them, for the web's tests, parsed with the contract's schemas (a
 * fixture that drifts from the server's answer fails the tests that use it).
 */
const base = {
  id: 1,
  extOrderId: 'K7Q2M9X4B8N3C5V1Z6T0R2W8',
  orderId: 'PAYU123',
  user_id: 7,
  firstname: 'Anna',
  lastname: 'Nowak',
  email: 'anna@example.com',
  country: 'PL',
  customer_ip: '127.0.0.1',
  amount: 29.99,
  status: 'PENDING',
  used: false,
  views: 0,
  created_at: '2026-06-10T08:05:00.000Z',
  updated_at: '2026-06-10T08:05:00.000Z',
  expiration_date: null,
  used_code: null,
  title: 'Wesele',
  slug: 'wesele',
  invoice_requested: false,
  payment_url: null,
  cancelable: false,
} as const;

export const makeEventOrder = (overrides: Partial<EventOrder> = {}): EventOrder =>
  eventOrderSchema.parse({
    ...base,
    event_id: 1,
    date_from: '2026-06-12',
    date_to: '2026-06-12',
    ...overrides,
  });

export const makeVideoOrder = (overrides: Partial<VideoOrder> = {}): VideoOrder =>
  videoOrderSchema.parse({
    ...base,
    title: 'Dziady',
    slug: 'dziady',
    amount: 19.5,
    video_id: 4,
    ...overrides,
  });
