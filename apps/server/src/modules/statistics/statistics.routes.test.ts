import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, currentMonth, lastDays } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { insertOrder } from '../../../test/order-factories';
import { orderRefunds, type OrderRow } from '../orders';
import { accessGrants, playbackStarts } from '../access';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(callers.tokens.admin) });

const order = (kind: 'event' | 'video', id: number | null, created: string, values: Partial<OrderRow> = {}) =>
  insertOrder(
    t.ctx,
    callers.owner,
    { kind, id },
    {
      status: 'COMPLETED',
      amount: 1000,
      created_at: new Date(created),
      updated_at: new Date(created),
      holds: false,
      ...values,
    },
  );

const refund = (orderId: number, amount: number, status: string, updated: string) =>
  t.ctx.db.insert(orderRefunds).values({
    order_id: orderId,
    ext_refund_id: `R-${orderId}-${amount}-${status}`,
    amount,
    status,
    reason: 'admin',
    updated_at: new Date(updated),
  });

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
});
afterAll(() => t.close());

describe('GET /api/statistics/orders', () => {
  it('counts completed orders per Warsaw day at the day edges, across the spring DST change (a 23-hour day)', async () => {
    await order('video', null, '2026-03-27T22:59:59Z'); // 23:59:59 CET on 27 March: outside the range
    await order('video', null, '2026-03-27T23:00:00Z'); // 00:00 CET on 28 March
    await order('video', null, '2026-03-28T22:59:59Z'); // 23:59:59 CET on 28 March
    await order('video', null, '2026-03-28T23:00:00Z'); // 00:00 on 29 March (clocks go forward at 02:00)
    await order('video', null, '2026-03-29T21:59:59Z'); // 23:59:59 CEST on 29 March
    await order('video', null, '2026-03-29T22:00:00Z'); // 00:00 CEST on 30 March: outside the range
    await order('video', null, '2026-03-28T12:00:00Z', { status: 'PENDING' }); // unpaid: not counted
    await order('video', null, '2026-03-28T12:00:00Z', { status: 'CANCELED' });
    const res = await get('/api/statistics/orders?from=2026-03-28&to=2026-03-29');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-03-28',
      to: '2026-03-29',
      data: [
        { date: '2026-03-28', count: 2 },
        { date: '2026-03-29', count: 2 },
      ],
    });
  });

  it('keeps the 25-hour autumn day whole and fills days without orders with zeros', async () => {
    await order('event', null, '2026-10-24T22:00:00Z'); // 00:00 CEST on 25 October
    await order('event', null, '2026-10-25T00:30:00Z'); // 02:30 CEST (first 02:30)
    await order('event', null, '2026-10-25T01:30:00Z'); // 02:30 CET (second 02:30)
    await order('event', null, '2026-10-25T22:59:59Z'); // 23:59:59 CET on 25 October
    await order('event', null, '2026-10-25T23:00:00Z'); // 00:00 CET on 26 October
    const res = await get('/api/statistics/orders?from=2026-10-24&to=2026-10-26');
    expect(res.json().data).toEqual([
      { date: '2026-10-24', count: 0 },
      { date: '2026-10-25', count: 4 },
      { date: '2026-10-26', count: 1 },
    ]);
  });

  it('defaults to the last 7 days ending today (Warsaw)', async () => {
    const body = (await get('/api/statistics/orders')).json();
    expect({ from: body.from, to: body.to }).toEqual(lastDays(new Date()));
    expect(body.data).toHaveLength(7);
    expect(body.to).toBe(addDays(body.from, 6));
    const onlyFrom = (await get('/api/statistics/orders?from=2020-01-01')).json();
    expect(onlyFrom.from).toBe('2020-01-01');
  });

  it('refuses bad dates with the Polish message and never a 500', async () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=abc',
      'to=2026-13-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-01-01&from=2026-01-02',
    ]) {
      for (const path of ['orders', 'income', 'paymentsumm']) {
        const res = await get(`/api/statistics/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        const body = res.json();
        expect(Object.values(body.formError ?? {}), `${path}?${query} ${res.body}`).toEqual([
          expect.stringMatching(/^Niepoprawna data/),
        ]);
      }
    }
  });
});

describe('GET /api/statistics/income and paymentsumm', () => {
  it('follow the payment list formula at the range edges; the days add up to the range total', async () => {
    // The range: 1–30 April 2027 (Warsaw), i.e. [2027-03-31T22:00Z, 2027-04-30T22:00Z).
    const end = '2027-04-30T22:00:00Z';
    await order('video', null, '2027-03-31T21:59:59Z', { amount: 100_000 }); // 31 March: outside
    await order('video', null, '2027-03-31T22:00:00Z', { amount: 1000 }); // 1 April 00:00: 10 zł
    await order('event', null, '2027-04-30T21:59:59Z', { amount: 2050 }); // 30 April 23:59:59: 20,50 zł
    await order('event', null, '2027-04-30T22:00:00Z', { amount: 100_000 }); // 1 May: outside
    // Refunded after the range end: still income of the range (on the day it was sold).
    await order('video', null, '2027-04-10T10:00:00Z', {
      amount: 3000,
      status: 'REFUNDED',
      updated_at: new Date(end),
    });
    // Bought and refunded inside the range: adds 0 (its refund is not taken off again).
    const inside = await order('video', null, '2027-04-10T10:00:00Z', {
      amount: 100_000,
      status: 'REFUNDED',
      updated_at: new Date('2027-04-20T10:00:00Z'),
    });
    await refund(inside.id, 100_000, 'FINALIZED', '2027-04-20T10:00:00Z');
    // Bought in March, refunded on 5 April: the refund comes off 5 April.
    const march = await order('video', null, '2027-03-15T10:00:00Z', {
      amount: 2500,
      status: 'REFUNDED',
      updated_at: new Date('2027-04-05T10:00:00Z'),
    });
    await refund(march.id, 2500, 'FINALIZED', '2027-04-05T10:00:00Z');
    // A partial refund comes off the day it was finalised; one finalised after the end, or still pending, does not.
    const partial = await order('event', null, '2027-04-10T11:00:00Z', { amount: 4000 });
    await refund(partial.id, 1500, 'FINALIZED', '2027-04-15T10:00:00Z');
    await refund(partial.id, 500, 'FINALIZED', end);
    await refund(partial.id, 700, 'PENDING', '2027-04-15T10:00:00Z');
    // Unpaid: not income; on its way back: still here.
    await order('video', null, '2027-04-11T10:00:00Z', { amount: 100_000, status: 'PENDING' });
    await order('video', null, '2027-04-11T10:00:00Z', { amount: 600, status: 'WAITING_FOR_REFUND' });

    const income = await get('/api/statistics/income?from=2027-04-01&to=2027-04-30');
    expect(income.statusCode).toBe(200);
    const days = income.json().data as { date: string; summ: number }[];
    expect(days).toHaveLength(30);
    const byDay = Object.fromEntries(days.filter((d) => d.summ !== 0).map((d) => [d.date, d.summ]));
    expect(byDay).toEqual({
      '2027-04-01': 10,
      '2027-04-05': -25,
      '2027-04-10': 70,
      '2027-04-11': 6,
      '2027-04-15': -15,
      '2027-04-30': 20.5,
    });
    const summ = (await get('/api/statistics/paymentsumm?from=2027-04-01&to=2027-04-30')).json();
    expect(summ).toEqual({ from: '2027-04-01', to: '2027-04-30', eventsSumm: 45.5, videosSumm: 21 });
    const total = days.reduce((sum, day) => sum + Math.round(day.summ * 100), 0);
    expect(total).toBe(Math.round((summ.eventsSumm + summ.videosSumm) * 100));
  });

  it('defaults to the current month', async () => {
    const body = (await get('/api/statistics/income')).json();
    expect({ from: body.from, to: body.to }).toEqual(currentMonth(new Date()));
    const summ = (await get('/api/statistics/paymentsumm')).json();
    expect({ from: summ.from, to: summ.to }).toEqual(currentMonth(new Date()));
  });
});

describe('per video and the summary tables', () => {
  it('count orders, payments, used orders, views and income per item; labels cut at 70 characters', async () => {
    const long = 'Ż'.repeat(90);
    const video = await createVideo(t, callers.tokens.admin, { title: long, video_price: 10 });
    const event = await createEvent(t, callers.tokens.admin, video.id, { title: 'Statystyki – premiera' });
    const grant = async () => {
      const [row] = await t.ctx.db
        .insert(accessGrants)
        .values({
          user_id: callers.owner.id,
          video_id: video.id,
          source: 'order',
          first_played_at: new Date(),
        })
        .returning();
      return row!.id;
    };
    const now = '2026-01-10T10:00:00Z';
    await order('video', video.id, now, { amount: 1000, access_id: await grant() });
    await order('video', video.id, now, { amount: 1000 });
    await order('video', video.id, now, { amount: 0 });
    const refunded = await order('video', video.id, now, { amount: 1000 });
    await refund(refunded.id, 400, 'FINALIZED', now);
    await order('video', video.id, now, { status: 'CANCELED' });
    await order('event', event.id, now, { amount: 2500 });
    for (let i = 0; i < 3; i++)
      await t.ctx.db
        .insert(playbackStarts)
        .values({ user_id: callers.owner.id, video_id: video.id, version: 'main', ip: '10.0.0.1' });
    await t.ctx.db
      .insert(playbackStarts)
      .values({ user_id: callers.owner.id, event_id: event.id, version: 'main', ip: '10.0.0.1' });

    const perVideo = (await get('/api/statistics/ordersPerVideo')).json();
    const at = perVideo.labels.findIndex((l: string) => l.startsWith('ŻŻŻ'));
    expect(perVideo.labels[at]).toHaveLength(70);
    expect(perVideo.data[at]).toBe(4);
    const views = (await get('/api/statistics/viewsPerVideo')).json();
    const v = views.labels.findIndex((l: string) => l.startsWith('ŻŻŻ'));
    expect(views.data[v]).toBe(3);
    expect(Date.parse(views.created_dates[v])).toBeGreaterThan(0);

    const videoRow = (await get('/api/statistics/videos'))
      .json()
      .videos.find((r: { id: number }) => r.id === video.id);
    expect(videoRow).toMatchObject({
      numberOfOrders: 5,
      numberOfCompletedOrders: 4,
      payments: 3,
      usedOrders: 1,
      views: 3,
      income: 26,
      viewsPerDay: 3,
    });
    const eventRow = (await get('/api/statistics/events'))
      .json()
      .events.find((r: { id: number }) => r.id === event.id);
    expect(eventRow).toMatchObject({
      title: 'Statystyki – premiera',
      date_from: '2030-06-10',
      date_to: '2030-06-12',
      time_from: '19:00',
      timeStatus: 'soon',
      numberOfOrders: 1,
      income: 25,
      views: 1,
    });
  });
});
