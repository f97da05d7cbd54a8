import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@scena/shared';
import { auth, createUser, signIn } from './factories';
import { createEvent, createVideo } from './catalog-fixtures';
import { payuForTests, ticketCount } from './order-factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * The bench's switches (SPEED_OFF) for the purchase admission and the batched statements: with
 * both off, the purchase runs as the plain use case on each request and every batcher (sessions,
 * the purchase's item read, the signed-in lists' facts) asks once per caller — and users see the
 * same answers: a purchase, a double click, sold out, never oversold, their order on the list.
 */
describe('SPEED_OFF=purchase-admission,batched-statements', () => {
  let t: TestApp;
  let payu: Awaited<ReturnType<typeof payuForTests>>;
  let adminToken: string;
  let videoId: number;
  let client = 0;
  const viewer = async () => signIn(t.ctx, await createUser(t.ctx));
  const buy = (token: string, eventId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/${eventId}`,
      headers: auth(token),
      payload: { consent: true },
      remoteAddress: `10.7.0.${++client}`,
    });

  beforeAll(async () => {
    payu = await payuForTests();
    t = await createTestApp({
      payments: payu.payments,
      env: { SPEED_OFF: 'purchase-admission,batched-statements' },
    });
    adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    videoId = (await createVideo(t, adminToken)).id;
  });
  afterAll(async () => {
    await t.close();
    await payu.emulator.close();
  });

  it('switches both off', () => {
    expect(t.ctx.config.SPEED_OFF).toEqual(['purchase-admission', 'batched-statements']);
  });

  it('a purchase, the same order on a second click, then sold out: no_tickets', async () => {
    const event = await createEvent(t, adminToken, videoId, { available_tickets: 1 });
    const first = await viewer();
    const won = await buy(first, event.id);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ status: 'PENDING', existing: false });
    expect((await buy(first, event.id)).json()).toMatchObject({
      extOrderId: won.json().extOrderId,
      existing: true,
    });
    const lost = await buy(await viewer(), event.id);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ type: 'no_tickets' });
  });

  it('12 buyers at once for 4 tickets: exactly 4 hold one, 8 are told no_tickets', async () => {
    const event = await createEvent(t, adminToken, videoId, { available_tickets: 4 });
    const tokens = await Promise.all(Array.from({ length: 12 }, () => viewer()));
    const answers = await Promise.all(tokens.map((token) => buy(token, event.id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((res) => res.statusCode === 409 && res.json().type === 'no_tickets')).toHaveLength(
      8,
    );
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 4, held: 4 });
  });

  it("signed-in lists read each viewer's own facts, one statement set per viewer", async () => {
    const event = await createEvent(t, adminToken, videoId, { available_tickets: 5 });
    const [buyer, other] = [await viewer(), await viewer()];
    expect((await buy(buyer, event.id)).statusCode).toBe(200);
    const [mine, theirs] = await Promise.all(
      [buyer, other].map(async (token) => {
        const res = await t.app.inject({ url: '/api/events', headers: auth(token) });
        expect(res.statusCode, res.body).toBe(200);
        const { events: cards } = res.json() as {
          events: { id: number; paymentStatus: string | null; ticketsLeft: number }[];
        };
        return cards.find((card) => card.id === event.id);
      }),
    );
    expect(mine).toMatchObject({ paymentStatus: 'PENDING', ticketsLeft: 4 });
    expect(theirs).toMatchObject({ paymentStatus: null, ticketsLeft: 4 });
  });
});
