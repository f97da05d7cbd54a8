import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { P24Account } from '../../adapters/payments/testing/p24-emulator';
import { startP24App } from '../../../test/p24-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { activate, activationOf, insertCode } from '../../../test/priced-code-factories';
import { ordersRepository } from './orders.repository';

/**
 * Codes at purchase on Przelewy24 over real HTTP: the transaction is registered for the
 * discounted amount, P24's notification for that amount is verified and completes the order, and
 * completing it spends the activation (codes CONTEXT.md "Spent").
 */
const ACCOUNT: P24Account = {
  merchantId: 888_888,
  posId: 888_888,
  apiKey: 'codes-key-1',
  crc: 'codes-crc-1',
};
let app: Awaited<ReturnType<typeof startP24App>>;

beforeAll(async () => {
  app = await startP24App(ACCOUNT);
});
afterAll(() => app.close());

describe('purchase with a code at Przelewy24', () => {
  it('registers the discounted amount, completes on its notification and spends the activation', async () => {
    const { t, h, emulator } = app;
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);
    const code = await insertCode(t.ctx, {
      discount_percent: 30,
      product_type: 'video',
      video_id: h.video.id,
    });
    const activation = await activate(t.ctx, user.id, code);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/videopayments/${h.video.id}`,
      headers: auth(token),
      payload: { consent: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = (await ordersRepository.findByExtOrderId(t.ctx.db, res.json().extOrderId))!;
    // 30 % of 25,00 zł: 17,50 zł.
    expect(order).toMatchObject({ amount: 1750, used_code: code.code, provider: 'przelewy24' });
    const registered = emulator.transactions.get(order.provider_order_id!)!;
    expect(Number(registered.register.amount)).toBe(1750);
    expect(await activationOf(t.ctx, activation.id)).toMatchObject({ order_id: order.id, used: false });

    expect((await emulator.pay(order.provider_order_id!)).status).toBe(200);
    expect((await ordersRepository.findByExtOrderId(t.ctx.db, order.ext_order_id))!.status).toBe('COMPLETED');
    expect(await activationOf(t.ctx, activation.id)).toMatchObject({ order_id: order.id, used: true });
  });
});
