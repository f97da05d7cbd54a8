import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auth, createUser, signIn } from '../../../test/factories';
import { orderFootprint } from '../../../test/payment-fixtures';
import { useRefundApp } from '../../../test/refund-app';
import { codesOf } from '../../../test/code-order-fixtures';
import { accessGrants } from '../access';
import type { UserRow } from '../users';

/**
 * A refunded gift or group order voids the codes nobody activated (modules/codes CONTEXT.md
 * "Voided"), whichever way the refund comes: the panel's refund (`POST /api/gifts|groupTickets/
 * {extOrderId}/refunds`, the box office's use case) or a refund made at the provider and reported
 * by its notification. An activated code keeps the access it gave; a voided one is refused as
 * unknown. Against the loopback PayU; codes are activated through the account's route.
 */
// The app, PayU's emulator and a catalogue: slow on a machine shared by many test runs.
const h = useRefundApp(180_000);

/** A gift or group order placed, paid at PayU and completed by PayU's notification (which creates its codes). */
const paidCodeOrder = (kind: 'gift' | 'group_ticket', quantity: number) =>
  h.paid({
    amount: 6000,
    values: { product_type: kind, quantity, video_id: h.video.id, title: 'Prezent: Wesele' },
  });
const activate = async (user: UserRow, code: string) =>
  h.t.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/codes`,
    headers: auth(await signIn(h.t.ctx, user)),
    payload: { code },
  });
const videoAccess = (userId: number) =>
  h.t.ctx.db
    .select()
    .from(accessGrants)
    .where(and(eq(accessGrants.user_id, userId), eq(accessGrants.video_id, h.video.id)));
const listed = async (path: 'gifts' | 'groupTickets', extOrderId: string) => {
  const res = await h.t.app.inject({
    method: 'GET',
    url: `/api/${path}?q=${extOrderId}`,
    headers: auth(h.adminToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json().orders[0];
};

describe('refunds of gift and group orders void the codes nobody activated', () => {
  it('the panel refunds a gift: its unused code is voided, activation then refused as unknown', async () => {
    const o = await paidCodeOrder('gift', 1);
    const [code] = await codesOf(h.t.ctx, o.order.id);
    expect(code).toMatchObject({ kind: 'gift', voided_at: null, uses: 0 });

    const res = await h.refund(o.order.ext_order_id, { key: 'GIFT000001' }, 'gifts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pending: 60, refundable: 0, order: { productType: 'gift' } });
    await h.deliverNext(o.providerOrderId, 3);
    await h.emulator.core.settleRefund(
      o.providerOrderId,
      h.refundsAtPayu(o.providerOrderId)[0]!.refundId,
      'FINALIZED',
    );
    await h.deliverNext(o.providerOrderId, 4);

    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'REFUNDED', grants: 0 });
    expect((await codesOf(h.t.ctx, o.order.id))[0]!.voided_at).not.toBeNull();
    expect(await listed('gifts', o.order.ext_order_id)).toMatchObject({
      status: 'REFUNDED',
      refunded: 60,
      codes: [{ code: code!.code, voided: true, usage: null }],
    });
    const recipient = await createUser(h.t.ctx);
    const refused = await activate(recipient, code!.code);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Nieprawidłowy kod.');
    expect(await videoAccess(recipient.id)).toHaveLength(0);
    // The panel's refund list answers for a gift order; a gift's number on the group path is unknown.
    const list = await h.refundList(o.order.ext_order_id, 'gifts');
    expect(list.json()).toMatchObject({ refunds: [{ amount: 60, status: 'FINALIZED' }], refunded: 60 });
    const wrongKind = await h.refundList(o.order.ext_order_id, 'groupTickets');
    expect(wrongKind.statusCode).toBe(404);
  });

  it("a refund made at the provider, reported by its notification: the group's unused codes are voided, the activated one keeps its access", async () => {
    const o = await paidCodeOrder('group_ticket', 3);
    const made = await codesOf(h.t.ctx, o.order.id);
    expect(made).toHaveLength(3);
    const pupil = await createUser(h.t.ctx);
    expect((await activate(pupil, made[0]!.code)).statusCode).toBe(200);
    expect(await videoAccess(pupil.id)).toHaveLength(1);

    // Refunded in PayU's own panel: we hear of it only through the notifications.
    const taken = await h.payu.refund(o.providerOrderId, {
      extRefundId: 'payu-panel-1',
      amount: 6000,
      description: 'Zwrot',
    });
    await h.deliverNext(o.providerOrderId, 3);
    await h.emulator.core.settleRefund(o.providerOrderId, taken.refundId, 'FINALIZED');
    await h.deliverNext(o.providerOrderId, 4);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'REFUNDED' });

    const after = await codesOf(h.t.ctx, o.order.id);
    expect(after.map((c) => c.voided_at !== null)).toEqual([false, true, true]);
    expect(await videoAccess(pupil.id)).toHaveLength(1);
    const row = await listed('groupTickets', o.order.ext_order_id);
    expect(row.codes.map((c: { voided: boolean; usage: unknown }) => [c.voided, c.usage !== null])).toEqual([
      [false, true],
      [true, false],
      [true, false],
    ]);
    expect(row.codes[0].usage).toMatchObject({ userId: pupil.id });
    const late = await createUser(h.t.ctx);
    expect((await activate(late, made[1]!.code)).statusCode).toBe(404);
    expect(await videoAccess(late.id)).toHaveLength(0);
  });

  it('the panel edits a group order to REFUNDED: the same voiding; the box office paths do not see code orders', async () => {
    const o = await paidCodeOrder('group_ticket', 2);
    const edited = await h.t.app.inject({
      method: 'PUT',
      url: `/api/groupTickets/${o.order.ext_order_id}`,
      headers: auth(h.adminToken),
      payload: { status: 'REFUNDED', country: 'DE' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'REFUNDED', country: 'DE', product_quantity: 2 });
    expect(edited.json().codes.every((c: { voided: boolean }) => c.voided)).toBe(true);
    const viaPayments = await h.refund(o.order.ext_order_id, { key: 'WRONG00001' });
    expect(viaPayments.statusCode).toBe(404);
    const bad = await h.t.app.inject({
      method: 'PUT',
      url: `/api/gifts/${o.order.ext_order_id}`,
      headers: auth(h.adminToken),
      payload: { status: 'COMPLETED' },
    });
    expect(bad.statusCode).toBe(404);
  });
});
