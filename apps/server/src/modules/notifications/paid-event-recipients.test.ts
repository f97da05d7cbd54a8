import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { users } from '../users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { insertOrder } from '../../../test/order-factories';
import { inTransaction } from '../../db/transaction';
import { applyOrderStatus } from '../orders';
import { createBanService } from '../bans';
import { paidEventRecipients } from './paid-event-recipients';

describe('paidEventRecipients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the reachable buyers of COMPLETED orders for the event, once each', async () => {
    const admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    const video = await createVideo(t, admin);
    const event = await createEvent(t, admin, video.id);
    const otherEvent = await createEvent(t, admin, video.id);
    const complete = async (user: Awaited<ReturnType<typeof createUser>>, eventId = event.id) => {
      const order = await insertOrder(t.ctx, user, { kind: 'event', id: eventId });
      await inTransaction(t.ctx.db, (tx) =>
        applyOrderStatus(tx, order.id, { to: 'COMPLETED', cause: 'payment', actor: 'provider' }),
      );
    };
    const buyer = await createUser(t.ctx, { firstname: 'Ola' });
    await complete(buyer);
    await complete(buyer); // two tickets, one reminder
    const pending = await createUser(t.ctx);
    await insertOrder(t.ctx, pending, { kind: 'event', id: event.id });
    const elsewhere = await createUser(t.ctx);
    await complete(elsewhere, otherEvent.id);
    const banned = await createUser(t.ctx);
    await complete(banned);
    await createBanService(t.ctx).banUser(banned.id, { reason: 'test', forever: true });
    const deleted = await createUser(t.ctx);
    await complete(deleted);
    await t.ctx.db.update(users).set({ role: Role.DELETED }).where(eq(users.id, deleted.id));
    const unverified = await createUser(t.ctx, { role: Role.UNVERIFIED });
    await complete(unverified);

    expect(await paidEventRecipients(t.ctx.db, event.id)).toEqual([
      { id: buyer.id, email: buyer.email, firstname: 'Ola' },
    ]);
  });
});
