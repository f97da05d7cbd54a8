import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { insertOrder } from '../../../test/order-factories';
import { createAppConfigService } from '../content';

/**
 * Issue 19 item 10: the account's orders say the ticket's real hours before the first play
 * ("48 h od pierwszego odtworzenia"), so the server answers them: the item's own setting (an event
 * takes its video's), else the theatre's, 0 = no limit, null once the item is gone.
 */
let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
});
afterAll(() => t.close());

const list = async (path: string) =>
  (await t.app.inject({ method: 'GET', url: path, headers: auth(callers.tokens.owner) })).json().orders as {
    title: string;
    validity_hours: number | null;
  }[];
const hoursOf = (orders: { title: string; validity_hours: number | null }[]) =>
  Object.fromEntries(orders.map((order) => [order.title, order.validity_hours]));

describe('orders answer validity_hours', () => {
  it("the item's hours, else the theatre's, null for a deleted item; an event takes its video's", async () => {
    await createAppConfigService(t.ctx).update({ tickets_expiration_time: 72 });
    const own = await createVideo(t, callers.tokens.admin, { tickets_expiration_time: 48 });
    const global = await createVideo(t, callers.tokens.admin, { title: 'Dziady' });
    const event = await createEvent(t, callers.tokens.admin, own.id);
    const status = 'COMPLETED' as const;
    await insertOrder(t.ctx, callers.owner, { kind: 'video', id: own.id }, { title: 'Własne', status });
    await insertOrder(t.ctx, callers.owner, { kind: 'video', id: global.id }, { title: 'Ogólne', status });
    await insertOrder(t.ctx, callers.owner, { kind: 'video', id: null }, { title: 'Usunięte', status });
    await insertOrder(t.ctx, callers.owner, { kind: 'event', id: event.id }, { title: 'Spektakl', status });

    expect(hoursOf(await list('/api/videopayments/user'))).toEqual({
      Własne: 48,
      Ogólne: 72,
      Usunięte: null,
    });
    expect(hoursOf(await list('/api/payments/user'))).toEqual({ Spektakl: 48 });

    await createAppConfigService(t.ctx).update({ tickets_expiration_time: 0 });
    expect(hoursOf(await list('/api/videopayments/user'))).toMatchObject({ Ogólne: 0 });
  });
});
