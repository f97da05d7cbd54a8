import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers } from '../../../test/factories';
import { insertOrder } from '../../../test/order-factories';
import { invoiceRequests, orders } from '../orders';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
const admin = () => auth(callers.tokens.admin);

const company = {
  invoiceType: 'company',
  company: '=HYPERLINK("http://evil.example","Zysk")',
  nip: '5260250274',
  street: 'Żółwia 5',
  city: 'Łódź',
  state: 'łódzkie',
  postal_code: '90-001',
  country_code: 'PL',
};
const person = {
  invoiceType: 'person',
  firstname: 'Zażółć',
  lastname: 'Gęślą',
  street: 'Polna 1',
  city: 'Kraków',
  state: 'małopolskie',
  postal_code: '30-001',
  country_code: 'PL',
};

const requestInvoice = async (
  data: object,
  values: { amount?: number; created_at?: Date; title?: string } = {},
) => {
  const order = await insertOrder(
    t.ctx,
    callers.owner,
    { kind: 'video', id: null },
    { status: 'COMPLETED', amount: values.amount ?? 1250, title: values.title ?? 'Wesele', holds: false },
  );
  const [row] = await t.ctx.db
    .insert(invoiceRequests)
    .values({
      order_id: order.id,
      user_id: callers.owner.id,
      email: callers.owner.email,
      data,
      ...(values.created_at ? { created_at: values.created_at } : {}),
    })
    .returning();
  return { order, invoice: row! };
};

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
});
afterAll(() => t.close());

describe('/api/invoices', () => {
  it('lists the requests with the order facts, newest first, 20 a page, with search and the sent filter', async () => {
    const first = await requestInvoice(company, { created_at: new Date('2026-01-02T10:00:00Z') });
    for (let i = 0; i < 21; i++)
      await requestInvoice(person, {
        created_at: new Date(Date.UTC(2026, 1, 1 + i, 12)),
        title: `Spektakl ${i}`,
      });
    const page1 = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: admin() });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.total).toBe(22);
    expect(body.invoices).toHaveLength(20);
    expect(body.invoices[0]).toMatchObject({
      description: 'Spektakl 20',
      amount: 12.5,
      status: 'COMPLETED',
      sent: false,
    });
    const page2 = (
      await t.app.inject({ method: 'GET', url: '/api/invoices?page=2', headers: admin() })
    ).json();
    expect(page2.invoices).toHaveLength(2);
    expect(page2.invoices[1]).toMatchObject({
      id: first.invoice.id,
      extOrderId: first.order.ext_order_id,
      orderId: first.order.provider_order_id,
      email: callers.owner.email,
      firstname: 'Jan',
      lastname: 'Kowalski',
      user_id: callers.owner.id,
      data: { invoiceType: 'company', nip: '5260250274' },
    });
    const found = (
      await t.app.inject({ method: 'GET', url: '/api/invoices?q=5260250274', headers: admin() })
    ).json();
    expect(found.invoices.map((row: { id: number }) => row.id)).toEqual([first.invoice.id]);
    const sorted = (
      await t.app.inject({
        method: 'GET',
        url: '/api/invoices?sort=created_at&dir=asc&page_size=10',
        headers: admin(),
      })
    ).json();
    expect(sorted.invoices[0].id).toBe(first.invoice.id);
  });

  it('marks a request sent and back (stored, filterable), idempotently; unknown id 404, bad body 400 in Polish', async () => {
    const { invoice } = await requestInvoice(person);
    const put = (id: number | string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/invoices/${id}`,
        headers: admin(),
        payload: payload as object,
      });
    const sent = await put(invoice.id, { sent: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().invoice).toMatchObject({ id: invoice.id, sent: true });
    expect((await put(invoice.id, { sent: true })).json().invoice.sent).toBe(true);
    const [stored] = await t.ctx.db.select().from(invoiceRequests).where(eq(invoiceRequests.id, invoice.id));
    expect(stored!.sent).toBe(true);
    const onlySent = (
      await t.app.inject({ method: 'GET', url: '/api/invoices?sent=true', headers: admin() })
    ).json();
    expect(onlySent.invoices.map((row: { id: number }) => row.id)).toContain(invoice.id);
    expect(onlySent.invoices.every((row: { sent: boolean }) => row.sent)).toBe(true);
    expect((await put(invoice.id, { sent: false })).json().invoice.sent).toBe(false);

    const bad = await put(invoice.id, { sent: 'tak' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError.sent).toBe('Niepoprawna wartość pola „wysłana” (true albo false).');
    const missing = await put(99_999_999, { sent: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie znaleziono faktury.');
    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?sent=maybe',
      headers: admin(),
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('deletes a request, keeping its order; a second delete is 404', async () => {
    const { order, invoice } = await requestInvoice(person);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${invoice.id}`,
      headers: admin(),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id: invoice.id });
    expect(await t.ctx.db.select().from(invoiceRequests).where(eq(invoiceRequests.id, invoice.id))).toEqual(
      [],
    );
    expect(await t.ctx.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${invoice.id}`,
      headers: admin(),
    });
    expect(again.statusCode).toBe(404);
  });

  it('exports every matching request as CSV: BOM, semicolons, 12,50, Warsaw dates, formulas neutralised, Polish intact', async () => {
    const { order } = await requestInvoice(company, {
      created_at: new Date('2026-03-29T00:30:00Z'), // 01:30 CET, the night the clocks go forward
      amount: 1250,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/csv?q=${order.ext_order_id}`,
      headers: admin(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Faktury_\d\d\.\d\d\.\d{4}\.csv"/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Data zgłoszenia;Numer zamówienia;Numer operatora;Status płatności;Kwota (zł);Opis;Kupujący;E-mail;Rodzaj;Firma;NIP;Imię;Nazwisko;Ulica;Kod pocztowy;Miasto;Województwo;Kraj;Wysłana',
    );
    expect(lines[1]).toBe(
      `1:30, 29.03.2026;${order.ext_order_id};${order.provider_order_id};COMPLETED;12,50;Wesele;Jan Kowalski;${callers.owner.email};firma;"'=HYPERLINK(""http://evil.example"",""Zysk"")";5260250274;;;Żółwia 5;90-001;Łódź;łódzkie;PL;NIE`,
    );
  });
});
