import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { insertOrder } from '../../../test/order-factories';
import { accessGrants } from '../access';
import { orderRefunds, type OrderRow } from '../orders';

/** November 2026 in Warsaw (CET, UTC+1): [2026-10-31T23:00Z, 2026-11-30T23:00Z). */
const START = Date.parse('2026-10-31T23:00:00Z');
const END = Date.parse('2026-11-30T23:00:00Z');
const NOVEMBER = 'date_from=2026-11-01&date_to=2026-11-30';
const MS = 1;

describe('payment lists and order panels', () => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  let eventId: number;
  let otherEventId: number;
  let videoId: number;
  const get = (url: string, token = callers.tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: auth(token) });
  const order = (
    at: number,
    values: Partial<OrderRow> = {},
    item?: { kind: 'event' | 'video'; id: number },
  ) =>
    insertOrder(t.ctx, callers.owner, item ?? { kind: 'event', id: eventId }, {
      created_at: new Date(at),
      updated_at: new Date(at),
      holds: false,
      ...values,
    });
  const refund = (orderRow: OrderRow, amount: number, at: number, status = 'FINALIZED') =>
    t.ctx.db.insert(orderRefunds).values({
      order_id: orderRow.id,
      ext_refund_id: `${orderRow.ext_order_id}-${amount}-${at}`,
      amount,
      status,
      reason: 'admin',
      created_at: new Date(at),
      updated_at: new Date(at),
    });
  const rows: Record<string, OrderRow> = {};

  beforeAll(async () => {
    t = await createTestApp();
    callers = await createCallers(t.ctx);
    const video = await createVideo(t, callers.tokens.admin, { title: 'Lalka' });
    videoId = video.id;
    const event = { date_from: '2026-11-10', date_to: '2026-11-12' };
    eventId = (await createEvent(t, callers.tokens.admin, video.id, { title: 'Wesele', ...event })).id;
    otherEventId = (await createEvent(t, callers.tokens.admin, video.id, { title: 'Dziady', ...event })).id;

    const mid = Date.parse('2026-11-15T12:00:00Z');
    rows.A = await order(START, { status: 'COMPLETED', amount: 1000, lastname: 'Nowak', firstname: 'Anna' });
    rows.B = await order(START - MS, { status: 'COMPLETED', amount: 2000 });
    rows.C = await order(END - MS, { status: 'COMPLETED', amount: 3000 });
    rows.D = await order(END, { status: 'COMPLETED', amount: 4000 });
    rows.E = await order(mid, { status: 'REFUNDED', amount: 5000, updated_at: new Date(END) });
    rows.F = await order(mid, { status: 'REFUNDED', amount: 6000, updated_at: new Date(END - 1000) });
    await refund(rows.F, 6000, END - 2000);
    rows.G = await order(Date.parse('2026-11-05T08:05:00Z'), {
      status: 'COMPLETED',
      amount: 7000,
      firstname: '=HYPERLINK("http://x")',
      lastname: 'Żółć-Gęślą',
    });
    await refund(rows.G, 1250, mid);
    await refund(rows.G, 500, mid, 'PENDING');
    rows.H = await order(Date.parse('2026-10-10T10:00:00Z'), {
      status: 'REFUNDED',
      amount: 8000,
      updated_at: new Date(mid),
    });
    await refund(rows.H, 8000, mid);
    rows.I = await order(mid, { status: 'PENDING', amount: 9000, email: 'szukany@example.com' });
    rows.J = await order(mid, { status: 'COMPLETED', amount: 9900 }, { kind: 'video', id: videoId });
    rows.K = await order(mid, { status: 'COMPLETED', amount: 0, provider: 'free', provider_order_id: null });
    rows.L = await order(mid, { status: 'COMPLETED', amount: 1500 }, { kind: 'event', id: otherEventId });
  });
  afterAll(() => t.close());

  it('counts the range with the spec income formula, orders at both edges included exactly once', async () => {
    const res = await get(`/api/payments?${NOVEMBER}&event_id=${eventId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // A (first ms) and C (last ms) are in; B (ms before) and D (the end) are out.
    expect(body.statistics).toEqual({
      orders: 7, // A C E F G I K
      completed: 3, // A C G (K is free)
      ticketsValue: 110, // 10 + 30 + 70
      // kept A C G + E (refunded after the end) − G's finalised part − H's (an October order refunded now);
      // F (refunded inside the range) is neither counted nor deducted.
      income: 10 + 30 + 70 + 50 - 12.5 - 80,
      refunds: 60 + 12.5 + 80,
    });
    expect(body).toMatchObject({ date_from: '2026-11-01', date_to: '2026-11-30', total: 7 });
    const ids = body.orders.map((o: { extOrderId: string }) => o.extOrderId);
    expect(ids).toContain(rows.A!.ext_order_id);
    expect(ids).toContain(rows.C!.ext_order_id);
    expect(ids).not.toContain(rows.B!.ext_order_id);
    expect(ids).not.toContain(rows.D!.ext_order_id);

    // All events: L joins; videos are their own list.
    const all = (await get(`/api/payments?${NOVEMBER}`)).json();
    expect(all.statistics).toMatchObject({ orders: 8, completed: 4, ticketsValue: 125 });
    const videos = (await get(`/api/videopayments?${NOVEMBER}`)).json();
    expect(videos.statistics).toEqual({ orders: 1, completed: 1, ticketsValue: 99, income: 99, refunds: 0 });
    expect(videos.orders[0]).toMatchObject({
      extOrderId: rows.J!.ext_order_id,
      product_type: 'video',
      video_id: videoId,
    });
  });

  it('answers the spec row data, filters by status, searches, sorts and pages', async () => {
    const res = (
      await get(`/api/payments?${NOVEMBER}&event_id=${eventId}&status=COMPLETED&sort=amount&dir=asc`)
    ).json();
    expect(res.orders.map((o: { amount: number }) => o.amount)).toEqual([0, 10, 30, 70]);
    const g = res.orders.find((o: { extOrderId: string }) => o.extOrderId === rows.G!.ext_order_id);
    expect(g).toMatchObject({
      id: rows.G!.id,
      orderId: rows.G!.provider_order_id,
      user_id: callers.owner.id,
      lastname: 'Żółć-Gęślą',
      email: callers.owner.email,
      country: 'PL',
      customer_ip: '10.0.0.1',
      amount: 70,
      refunded: 12.5,
      status: 'COMPLETED',
      used: false,
      views: 0,
      event_id: eventId,
      title: 'Wesele',
      provider: 'payu',
    });
    // The statistics describe the range, whatever the status filter.
    expect(res.statistics.orders).toBe(7);

    const refunded = (await get(`/api/payments?${NOVEMBER}&status=REFUNDED`)).json();
    expect(refunded.orders.map((o: { extOrderId: string }) => o.extOrderId).sort()).toEqual(
      [rows.E!.ext_order_id, rows.F!.ext_order_id].sort(),
    );
    const pending = (await get(`/api/payments?${NOVEMBER}&status=PENDING`)).json();
    expect(pending.total).toBe(1);

    for (const text of [
      'szukany@',
      'anna nowak',
      'NOWAK',
      rows.A!.ext_order_id.slice(3, 15),
      rows.A!.provider_order_id!,
    ]) {
      const found = (await get(`/api/payments?${NOVEMBER}&q=${encodeURIComponent(text)}`)).json();
      expect(found.total, text).toBe(1);
    }
    // LIKE's own characters are taken literally.
    expect((await get(`/api/payments?${NOVEMBER}&q=%25`)).json().total).toBe(0);

    const byName = (await get(`/api/payments?${NOVEMBER}&event_id=${eventId}&sort=lastname&dir=desc`)).json();
    expect(byName.orders[0].lastname).toBe('Żółć-Gęślą');

    // Paging at 20: 22 more orders on one day.
    const day = Date.parse('2026-11-20T10:00:00Z');
    for (let i = 0; i < 22; i += 1)
      await order(day + i * 1000, { status: 'CANCELED' }, { kind: 'event', id: otherEventId });
    const page1 = (await get(`/api/payments?${NOVEMBER}&event_id=${otherEventId}`)).json();
    const page2 = (await get(`/api/payments?${NOVEMBER}&event_id=${otherEventId}&page=2`)).json();
    expect([page1.total, page1.orders.length, page2.orders.length]).toEqual([23, 20, 3]);
    const seen = new Set([...page1.orders, ...page2.orders].map((o: { id: number }) => o.id));
    expect(seen.size).toBe(23);
    expect(page1.orders[0].created_at > page1.orders[19].created_at).toBe(true);
  });

  it('defaults to the current month (Warsaw)', async () => {
    const fresh = await order(
      Date.now(),
      { status: 'COMPLETED', amount: 4242 },
      { kind: 'event', id: otherEventId },
    );
    const res = (await get(`/api/payments?q=${fresh.ext_order_id}`)).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
    expect(res.date_from).toBe(`${today.slice(0, 7)}-01`);
    expect(res.date_to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(res.orders.map((o: { id: number }) => o.id)).toEqual([fresh.id]);
    // October's order needs an explicit range.
    expect((await get(`/api/payments?q=${rows.H!.ext_order_id}`)).json().total).toBe(0);
    expect(
      (await get(`/api/payments?q=${rows.H!.ext_order_id}&date_from=2026-10-01&date_to=2026-10-31`)).json()
        .total,
    ).toBe(1);
  });

  it('refuses bad dates, filters and unknown items with Polish messages', async () => {
    const bad = async (url: string, status: number, text: RegExp) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(JSON.stringify(res.json()), url).toMatch(text);
    };
    await bad('/api/payments?date_from=2026-02-30', 400, /Niepoprawna data/);
    await bad('/api/payments?date_from=2026-12-01&date_to=2026-11-01', 400, /Niepoprawna data/);
    await bad('/api/videopayments/csv?date_to=jutro', 400, /Niepoprawna data/);
    await bad('/api/payments?status=PAID', 400, /Niepoprawny status/);
    await bad('/api/payments?page_size=30', 400, /Niepoprawna liczba wierszy/);
    await bad('/api/payments?sort=password', 400, /Nie można sortować/);
    await bad('/api/payments?event_id=999999', 404, /Nie znaleziono wydarzenia/);
    await bad('/api/videopayments?video_id=999999', 404, /Nie znaleziono wideo/);
    await bad('/api/payments/event/999999', 404, /Nie znaleziono wydarzenia/);
    await bad('/api/videopayments/video/999999', 404, /Nie znaleziono wideo/);
    await bad('/api/payments/csv?event_id=abc', 400, /Niepoprawny identyfikator/);
    // A viewer is refused before any reading.
    expect((await get(`/api/payments?${NOVEMBER}`, callers.tokens.owner)).statusCode).toBe(403);
  });

  it('streams the whole filtered range as Excel-ready CSV named after the range', async () => {
    const res = await get(`/api/payments/csv?${NOVEMBER}&event_id=${eventId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // A stream, not a buffered body: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    const disposition = String(res.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      'Płatności wydarzenia 01.11.2026-30.11.2026.csv',
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Nr zamówienia;Nr płatności;Tytuł;Imię;Nazwisko;E-mail;Kraj;IP;Kwota (zł);Zwrócono (zł);Status;Kod rabatowy;Operator;Utworzono;Zaktualizowano',
    );
    expect(lines).toHaveLength(1 + 7);
    const g = lines.find((line) => line.startsWith(rows.G!.ext_order_id))!;
    // Formula neutralised (quoted: it holds quotes), Polish letters intact, 70,00 and 12,50, H:mm, DD.MM.YYYY.
    expect(g).toContain(`"'=HYPERLINK(""http://x"")";Żółć-Gęślą;`);
    expect(g).toContain(';70,00;12,50;COMPLETED;');
    expect(g).toContain(';9:05, 05.11.2026;');
    const c = lines.find((line) => line.startsWith(rows.C!.ext_order_id))!;
    expect(c).toContain(';23:59, 30.11.2026;');

    const filtered = (await get(`/api/payments/csv?${NOVEMBER}&event_id=${eventId}&status=REFUNDED`))
      .rawPayload;
    expect(filtered.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(1 + 2);
  });

  it('quotes separators, quotes and line breaks and guards every formula start in the CSV', async () => {
    const video3 = await createVideo(t, callers.tokens.admin, { title: 'Cytaty' });
    const tricky = await order(
      Date.parse('2026-11-03T10:00:00Z'),
      { firstname: 'Ala; "Ola"\nEla', lastname: '-2+3', email: '@x.pl', title: '+48 Tytuł' },
      { kind: 'video', id: video3.id },
    );
    const res = await get(`/api/videopayments/csv?${NOVEMBER}&video_id=${video3.id}`);
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain(
      `${tricky.ext_order_id};${tricky.provider_order_id};'+48 Tytuł;"Ala; ""Ola""\nEla";'-2+3;'@x.pl;PL;`,
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('exports more rows than one batch, every one once', async () => {
    const video2 = await createVideo(t, callers.tokens.admin, { title: 'Duży' });
    const day = Date.parse('2026-09-10T10:00:00Z');
    const { id: _id, ...base } = rows.J!;
    const { orders, newExtOrderId } = await import('../orders');
    const values = Array.from({ length: 2600 }, (_, n) => ({
      ...base,
      ext_order_id: newExtOrderId(),
      provider_order_id: `P${n}`,
      video_id: video2.id,
      created_at: new Date(day + n),
    }));
    for (let i = 0; i < values.length; i += 500)
      await t.ctx.db.insert(orders).values(values.slice(i, i + 500));
    const res = await get(
      `/api/videopayments/csv?date_from=2026-09-01&date_to=2026-09-30&video_id=${video2.id}`,
    );
    const lines = res.rawPayload.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 2600);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[0])).size).toBe(2600);
  });

  it("shows one item's order panel: numbers, status filter, search, sort, paging", async () => {
    const [grant] = await t.ctx.db
      .insert(accessGrants)
      .values({
        user_id: callers.owner.id,
        event_id: eventId,
        source: 'order',
        views: 3,
        first_played_at: new Date(),
      })
      .returning();
    const [grant2] = await t.ctx.db
      .insert(accessGrants)
      .values({ user_id: callers.other.id, event_id: eventId, source: 'order', views: 0 })
      .returning();
    const { orders } = await import('../orders');
    await t.ctx.db.update(orders).set({ access_id: grant!.id }).where(eq(orders.id, rows.A!.id));
    await t.ctx.db.update(orders).set({ access_id: grant2!.id }).where(eq(orders.id, rows.C!.id));

    const res = await get(`/api/payments/event/${eventId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Every order of the event, whenever placed: A B C D E F G I K (H: October, refunded; all count).
    expect(body.total).toBe(10);
    expect(body.statistics).toEqual({
      orders: 10,
      completed: 6, // A B C D G K
      used: 1,
      views: 3,
      // kept: A B C D G = 10+20+30+40+70, minus G's finalised 12,50
      income: 170 - 12.5,
    });
    const a = body.orders.find((o: { id: number }) => o.id === rows.A!.id);
    expect(a).toMatchObject({ used: true, views: 3, firstname: 'Anna', lastname: 'Nowak' });
    const completed = (
      await get(`/api/payments/event/${eventId}?status=COMPLETED&sort=amount&dir=desc`)
    ).json();
    expect(completed.orders.map((o: { amount: number }) => o.amount)).toEqual([70, 40, 30, 20, 10, 0]);
    expect((await get(`/api/payments/event/${eventId}?q=nowak`)).json().total).toBe(1);
    expect((await get(`/api/payments/event/${eventId}?page=2`)).json().orders).toHaveLength(0);
    const video = (await get(`/api/videopayments/video/${videoId}`)).json();
    expect(video.statistics).toEqual({ orders: 1, completed: 1, used: 0, views: 0, income: 99 });
  });
});
