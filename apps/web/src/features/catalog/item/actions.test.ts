import { describe, expect, it } from 'vitest';
import type { ItemAccess } from './access';
import { BUY_AGAIN_STATUSES, PROCESSING_STATUSES } from '@scena/shared/orders/status';
import { itemAction, type ActionInput } from './actions';

const none: ItemAccess = {
  canWatch: false,
  holds: false,
  source: null,
  until: null,
  reason: 'no_access',
  paymentStatus: null,
  newPrice: null,
  usedCode: null,
};
const input = (
  overrides: Partial<Omit<ActionInput, 'access'>> & { access?: Partial<ItemAccess> } = {},
): ActionInput => ({
  guest: false,
  available: 1,
  price: 30,
  ...overrides,
  access: { ...none, ...overrides.access },
});

describe('itemAction (spec 1 §2 buy button states, §5 watch button rules)', () => {
  it('sends guests to sign in, except to an item that is over', () => {
    expect(itemAction(input({ guest: true, access: { reason: 'sign_in' } }))).toEqual({ kind: 'sign_in' });
    expect(itemAction(input({ guest: true, available: -1 }))).toEqual({ kind: 'ended' });
  });

  it('shows watch only when the server says the viewer may watch now, and "access" while it has not started', () => {
    expect(itemAction(input({ access: { canWatch: true, holds: true, reason: null } }))).toEqual({
      kind: 'watch',
    });
    expect(itemAction(input({ access: { holds: true, reason: 'not_started' }, available: 0 }))).toEqual({
      kind: 'access',
    });
    expect(itemAction(input({ access: { holds: true, reason: null }, available: -1 }))).toEqual({
      kind: 'ended',
    });
  });

  it('lets admins and premium users watch without paying (their role is their access)', () => {
    expect(
      itemAction(input({ access: { canWatch: true, holds: true, source: 'premium', reason: null } })),
    ).toEqual({ kind: 'watch' });
    expect(
      itemAction(input({ access: { holds: true, source: 'admin', reason: 'not_started' }, available: 0 })),
    ).toEqual({ kind: 'access' });
  });

  it('offers buying again when the ticket expired', () => {
    expect(itemAction(input({ access: { holds: true, reason: 'expired' } }))).toEqual({
      kind: 'buy',
      reason: null,
    });
    expect(
      itemAction(input({ access: { holds: true, reason: 'expired', paymentStatus: 'COMPLETED' } })),
    ).toEqual({ kind: 'buy', reason: null });
  });

  it('hides buying once the item is over', () => {
    expect(itemAction(input({ available: -1 }))).toEqual({ kind: 'ended' });
  });

  it('blocks the buy button for age and country, even with access', () => {
    expect(itemAction(input({ access: { reason: 'age_restriction' } }))).toEqual({
      kind: 'blocked',
      reason: 'age_restriction',
    });
    expect(itemAction(input({ access: { reason: 'country_blocked', holds: true } }))).toEqual({
      kind: 'blocked',
      reason: 'country_blocked',
    });
    expect(itemAction(input({ access: { reason: 'account_blocked' } }))).toEqual({
      kind: 'blocked',
      reason: 'account_blocked',
    });
  });

  it('shows processing while a payment is pending or waits for confirmation', () => {
    expect(itemAction(input({ access: { paymentStatus: 'PENDING' } }))).toEqual({ kind: 'processing' });
    expect(itemAction(input({ access: { paymentStatus: 'WAITING_FOR_CONFIRMATION' } }))).toEqual({
      kind: 'processing',
    });
  });

  it('offers buying with no order yet, and after a cancelled, unfinished, undefined or refunded payment', () => {
    for (const paymentStatus of [null, ...BUY_AGAIN_STATUSES]) {
      expect(itemAction(input({ access: { paymentStatus } }))).toEqual({ kind: 'buy', reason: null });
    }
  });

  it('shows "access" (not buy) after a completed payment, and "processing" for every processing status', () => {
    expect(
      itemAction(
        input({
          access: { holds: true, source: 'order', reason: 'not_started', paymentStatus: 'COMPLETED' },
          available: 0,
        }),
      ),
    ).toEqual({ kind: 'access' });
    expect(
      itemAction(
        input({
          access: { canWatch: true, holds: true, source: 'order', reason: null, paymentStatus: 'COMPLETED' },
        }),
      ),
    ).toEqual({ kind: 'watch' });
    for (const paymentStatus of PROCESSING_STATUSES)
      expect(itemAction(input({ access: { paymentStatus } }))).toEqual({ kind: 'processing' });
  });

  it('offers "get access" on a free event with limited tickets, and says when they ran out', () => {
    expect(itemAction(input({ price: 0, available: 0 }))).toEqual({ kind: 'get_access', reason: null });
    expect(itemAction(input({ price: 0, access: { reason: 'no_tickets' } }))).toEqual({
      kind: 'get_access',
      reason: 'no_tickets',
    });
  });

  it('offers "get access" for free items and "use code" when a code brings the price to 0', () => {
    expect(itemAction(input({ price: 0 }))).toEqual({ kind: 'get_access', reason: null });
    expect(itemAction(input({ access: { usedCode: 'TEATR', newPrice: 0 } }))).toEqual({
      kind: 'use_code',
      reason: null,
    });
    expect(itemAction(input({ access: { usedCode: 'TEATR', newPrice: 10 } }))).toEqual({
      kind: 'buy',
      reason: null,
    });
  });

  it('carries the reason a purchase is not possible now', () => {
    expect(itemAction(input({ access: { reason: 'no_tickets' }, price: 0 }))).toEqual({
      kind: 'get_access',
      reason: 'no_tickets',
    });
    expect(itemAction(input({ access: { reason: 'payments_not_available' } }))).toEqual({
      kind: 'buy',
      reason: 'payments_not_available',
    });
    expect(itemAction(input({ access: { reason: 'video_not_available' } }))).toEqual({
      kind: 'buy',
      reason: 'video_not_available',
    });
    expect(itemAction(input({ access: { reason: 'no_tickets' } }))).toEqual({
      kind: 'buy',
      reason: 'no_tickets',
    });
  });
});
