import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { codesOf, seedCodeOrder, type CodeOrderSeed } from '../../../test/code-order-fixtures';
import { codes, userCodes } from '../codes';
import { orderRefunds, type OrderRow } from '../orders';

/** November 2026 in Warsaw (CET, UTC+1): [2026-10-31T23:00Z, 2026-11-30T23:00Z). */
const START = Date.parse('2026-10-31T23:00:00Z');
const END = Date.parse('2026-11-30T23:00:00Z');
const MID = Date.parse('2026-11-15T12:00:00Z');
const NOVEMBER = 'date_from=2026-11-01&date_to=2026-11-30';

describe('gift and group order lists (GET /api/gifts/, /api/groupTickets/)', () => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  let eventId: number;
  let videoId: number;
  const rows: Record<string, OrderRow> = {};
  const get = (url: string, token = callers.tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: auth(token) });
  const seed = (at: number, s: Partial<CodeOrderSeed>) =>
    seedCodeOrder(t.ctx, callers.owner, {
      kind: 'gift',
      item: { kind: 'video', id: videoId },
      at: new Date(at),
      ...s,
    });

  beforeAll(async () => {
    t = await createTestApp();
    callers = await createCallers(t.ctx);
    const video = await createVideo(t, callers.tokens.admin, { title: 'Lalka' });
    videoId = video.id;
    eventId = (
      await createEvent(t, callers.tokens.admin, video.id, {
        title: 'Wesele',
        date_from: '2026-11-10',
        date_to: '2026-11-12',
      })
    ).id;
    rows.A = await seed(START, { amount: 5000, values: { firstname: 'Anna', lastname: 'Nowak' } });
    rows.B = await seed(START - 1, { amount: 1100 });
    rows.C = await seed(END - 1, {
      amount: 3000,
      item: { kind: 'event', id: eventId },
      values: { firstname: '=HYPERLINK("http://x")', lastname: 'Żółć' },
    });
    rows.D = await seed(END, { amount: 1300 });
    // Refunded inside the range, its money back inside it too: neither counted nor deducted.
    rows.F = await seed(MID, { amount: 4000, status: 'REFUNDED', updatedAt: new Date(END - 1000) });
    await t.ctx.db.insert(orderRefunds).values({
      order_id: rows.F.id,
      ext_refund_id: `${rows.F.ext_order_id}-F`,
      amount: 4000,
      status: 'FINALIZED',
      reason: 'admin',
      created_at: new Date(END - 2000),
      updated_at: new Date(END - 2000),
    });
    rows.G = await seed(MID, {
      amount: 2000,
      status: 'WAITING_FOR_CONFIRMATION',
      values: { email: 'szukany@example.com' },
    });
    rows.H = await seed(MID, { amount: 2500, status: 'CANCELED' });
    rows.J = await seed(MID, {
      kind: 'group_ticket',
      quantity: 3,
      amount: 9000,
      item: { kind: 'event', id: eventId },
      values: { one_free: true },
    });
    // A group order without the free code, never paid: no codes, nothing free.
    rows.K = await seed(MID, { kind: 'group_ticket', quantity: 2, status: 'CANCELED' });
    // Somebody activated A's code (and one of J's): they count as used and name who did.
    for (const order of [rows.A, rows.J]) {
      const [code] = await codesOf(t.ctx, order.id);
      await t.ctx.db.update(codes).set({ uses: 1 }).where(eq(codes.id, code!.id));
      await t.ctx.db.insert(userCodes).values({ code_id: code!.id, user_id: callers.other.id, used: true });
    }
    // Ten orders through the lifecycle and a catalogue: slow on a machine shared by many test runs.
  }, 180_000);
  afterAll(() => t.close());

  it('counts the range with the spec income formula, orders at both edges exactly once', async () => {
    const res = await get(`/api/gifts?${NOVEMBER}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.statistics).toEqual({
      orders: 5, // A C F G H; B (a ms before) and D (the end) are out
      completed: 2, // A C
      usedCodes: 1,
      totalCodes: 3, // A C F (F's voided by its refund); G H never completed
      freeCodes: 0,
      ticketsValue: 80,
      income: 80, // A + C; F refunded inside the range adds 0
      refunds: 40,
    });
    expect(body).toMatchObject({ date_from: '2026-11-01', date_to: '2026-11-30', total: 5 });
    const ids = body.orders.map((o: { extOrderId: string }) => o.extOrderId);
    expect(ids).toEqual(expect.arrayContaining([rows.A!.ext_order_id, rows.C!.ext_order_id]));
    expect(ids).not.toContain(rows.B!.ext_order_id);
    expect(ids).not.toContain(rows.D!.ext_order_id);
    expect(ids).not.toContain(rows.J!.ext_order_id);

    // December has D only.
    const december = (await get('/api/gifts?date_from=2026-12-01&date_to=2026-12-31')).json();
    expect(december.statistics).toMatchObject({ orders: 1, completed: 1, totalCodes: 1, ticketsValue: 13 });
  });

  it('answers the spec row with its codes and who activated them', async () => {
    const body = (await get(`/api/gifts?${NOVEMBER}&sort=lastname&dir=asc`)).json();
    const a = body.orders.find((o: { extOrderId: string }) => o.extOrderId === rows.A!.ext_order_id);
    const [code] = await codesOf(t.ctx, rows.A!.id);
    expect(a).toMatchObject({
      extOrderId: rows.A!.ext_order_id,
      orderId: rows.A!.provider_order_id,
      productType: 'gift',
      product_slug: `video-${videoId}`,
      description: 'Prezent: Wesele',
      userId: callers.owner.id,
      firstname: 'Anna',
      lastname: 'Nowak',
      email: callers.owner.email,
      country: 'PL',
      customer_ip: '10.0.0.1',
      amount: 50,
      product_quantity: 1,
      status: 'COMPLETED',
      numberOfUses: 1,
      codes: [
        {
          id: code!.id,
          code: code!.code,
          voided: false,
          usage: {
            userId: callers.other.id,
            firstname: callers.other.firstname,
            lastname: callers.other.lastname,
          },
        },
      ],
    });
    const f = body.orders.find((o: { extOrderId: string }) => o.extOrderId === rows.F!.ext_order_id);
    expect(f.codes).toEqual([expect.objectContaining({ voided: true, usage: null })]);
    expect(f.refunded).toBe(40);
    const g = body.orders.find((o: { extOrderId: string }) => o.extOrderId === rows.G!.ext_order_id);
    expect(g.codes).toEqual([]);
    // Sorted by last name: Kowalski (F G H, then by id), Nowak, Żółć.
    expect(body.orders.map((o: { lastname: string }) => o.lastname)).toEqual([
      'Kowalski',
      'Kowalski',
      'Kowalski',
      'Nowak',
      'Żółć',
    ]);
  });

  it('filters by status (pending includes WAITING_FOR_CONFIRMATION), item and search; money only for completed or all', async () => {
    const pending = (await get(`/api/gifts?${NOVEMBER}&status=PENDING`)).json();
    expect(pending.orders.map((o: { extOrderId: string }) => o.extOrderId)).toEqual([rows.G!.ext_order_id]);
    expect(pending.statistics).toMatchObject({ orders: 5, ticketsValue: null, income: null, refunds: null });
    const refunded = (await get(`/api/gifts?${NOVEMBER}&status=REFUNDED`)).json();
    expect(refunded.orders.map((o: { extOrderId: string }) => o.extOrderId)).toEqual([rows.F!.ext_order_id]);
    const completed = (await get(`/api/gifts?${NOVEMBER}&status=COMPLETED`)).json();
    expect(completed.total).toBe(2);
    expect(completed.statistics.ticketsValue).toBe(80);
    const canceled = (await get(`/api/gifts?${NOVEMBER}&status=CANCELED`)).json();
    expect(canceled.orders.map((o: { extOrderId: string }) => o.extOrderId)).toEqual([rows.H!.ext_order_id]);

    const byEvent = (await get(`/api/gifts?${NOVEMBER}&event_id=${eventId}`)).json();
    expect(byEvent.orders.map((o: { extOrderId: string }) => o.extOrderId)).toEqual([rows.C!.ext_order_id]);
    expect(byEvent.statistics).toMatchObject({
      orders: 1,
      completed: 1,
      totalCodes: 1,
      usedCodes: 0,
      income: 30,
    });
    const byVideo = (await get(`/api/gifts?${NOVEMBER}&video_id=${videoId}`)).json();
    expect(byVideo.total).toBe(4);

    const search = (await get(`/api/gifts?${NOVEMBER}&q=SZUKANY`)).json();
    expect(search.orders.map((o: { extOrderId: string }) => o.extOrderId)).toEqual([rows.G!.ext_order_id]);
    const byName = (await get(`/api/gifts?${NOVEMBER}&q=${encodeURIComponent('anna nowak')}`)).json();
    expect(byName.total).toBe(1);

    const page = (await get(`/api/gifts?${NOVEMBER}&page_size=10&page=2`)).json();
    expect(page).toMatchObject({ orders: [], total: 5 });
  });

  it('lists group orders on their own, each with all its codes', async () => {
    const body = (await get(`/api/groupTickets?${NOVEMBER}`)).json();
    expect(body.total).toBe(2);
    expect(body.statistics).toMatchObject({
      orders: 2,
      completed: 1,
      usedCodes: 1,
      totalCodes: 3,
      freeCodes: 1,
      income: 90,
    });
    const byNumber = (row: OrderRow) =>
      body.orders.find((o: { extOrderId: string }) => o.extOrderId === row.ext_order_id);
    expect(byNumber(rows.K!)).toMatchObject({ one_free: false, product_quantity: 2, codes: [] });
    const j = byNumber(rows.J!);
    expect(j).toMatchObject({
      productType: 'group_ticket',
      product_slug: `event-${eventId}`,
      product_quantity: 3,
      one_free: true,
      numberOfUses: 1,
    });
    expect(j.codes).toHaveLength(3);
    expect(new Set(j.codes.map((c: { code: string }) => c.code)).size).toBe(3);
  });

  it('defaults to the current month and refuses bad input with Polish messages', async () => {
    const now = (await get('/api/gifts')).json();
    expect(now.date_from).toMatch(/^\d{4}-\d{2}-01$/);
    const after = await get('/api/gifts?date_from=2026-11-30&date_to=2026-11-01');
    expect(after.statusCode).toBe(400);
    expect(JSON.stringify(after.json())).toContain('Niepoprawna data');
    expect((await get('/api/groupTickets?date_from=2026-13-01')).statusCode).toBe(400);
    expect((await get('/api/gifts?status=DONE')).statusCode).toBe(400);
    const unknown = await get('/api/gifts?event_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Nie znaleziono wydarzenia.');
    expect((await get('/api/gifts', callers.tokens.owner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/groupTickets' })).statusCode).toBe(401);
  });

  it('exports the whole filtered range as CSV: semicolons, 12,50, H:mm dates, BOM, formulas neutralised', async () => {
    const res = await get(`/api/gifts/csv?${NOVEMBER}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '01.11.2026-30.11.2026 zamówienia prezentów.csv',
    );
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Nr zamówienia;Nr płatności;Opis;Imię;Nazwisko;E-mail;Kraj;IP;Kwota (zł);Zwrócono (zł);Liczba biletów;Status;Kody (* użyty);Utworzono;Zaktualizowano',
    );
    expect(lines).toHaveLength(6); // the header and A C F G H, in the order placed
    const [codeA] = await codesOf(t.ctx, rows.A!.id);
    const a = lines[1]!.split(';');
    expect(a[0]).toBe(rows.A!.ext_order_id);
    expect(a[8]).toBe('50,00');
    expect(a[10]).toBe('1');
    expect(a[12]).toBe(`${codeA!.code}*`);
    expect(a[13]).toBe('0:00, 01.11.2026');
    const c = lines[5]!.split(';');
    expect(c[3]).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(c[13]).toBe('23:59, 30.11.2026');
    expect(lines.find((line) => line.startsWith(rows.F!.ext_order_id))).toContain(';40,00;40,00;1;REFUNDED;');

    const group = await get(`/api/groupTickets/csv?${NOVEMBER}&status=COMPLETED`);
    expect(decodeURIComponent(String(group.headers['content-disposition']))).toContain(
      'zamówienia biletów grupowych',
    );
    const groupLines = group.body.slice(1).trimEnd().split('\r\n');
    expect(groupLines).toHaveLength(2);
    expect(groupLines[1]!.split(';')[12]!.split(' ')).toHaveLength(3);
    expect((await get('/api/gifts/csv?date_from=2026-11-30&date_to=2026-11-01')).statusCode).toBe(400);
    // Nothing changed by reading.
    expect(await t.ctx.db.select({ id: codes.id }).from(codes)).toHaveLength(8);
  });
});
