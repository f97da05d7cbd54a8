import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { insertOrder, queuedJobs, runJob } from '../../../test/order-factories';
import { outbox } from '../../adapters/mailer';
import { createBanService } from '../bans';
import { DATA_EXPORT_JOBS, prepareDataExportJob, purgeDataExportsJob } from './prepare.job';
import { dataExports } from './data-export.table';

let t: TestApp;
let adminToken: string;

let ipSeq = 0;
/** Each request from its own client IP: the route's per-IP rate limit is not what these tests check. */
const request = (userId: number, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/data-export`,
    headers: token ? auth(token) : {},
    remoteAddress: `10.77.0.${++ipSeq}`,
  });
const download = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname });
/** Runs every queued preparation (a worker would; route tests do not start pg-boss). */
const runQueued = async () => {
  for (const payload of await queuedJobs<{ exportId: number }>(t.ctx, DATA_EXPORT_JOBS.prepare))
    await runJob(t.ctx, prepareDataExportJob, payload);
};
const linksTo = async (email: string) =>
  (await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, email)).orderBy(desc(outbox.id))).filter(
    (row) => row.template === 'data_export',
  );

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
});
afterAll(() => t.close());

describe('a viewer’s own data export', () => {
  it('holds the viewer’s data and nobody else’s, prepared once and e-mailed as a 24-hour link', async () => {
    const viewer = await createUser(t.ctx, { mailing: true, firstname: 'Alicja' });
    const other = await createUser(t.ctx, { firstname: 'Obcy' });
    const token = await signIn(t.ctx, viewer);
    await signIn(t.ctx, other);
    const mine = await insertOrder(t.ctx, viewer, { kind: 'video', id: null }, { customer_ip: '10.1.1.1' });
    const theirs = await insertOrder(t.ctx, other, { kind: 'video', id: null }, { customer_ip: '10.2.2.2' });
    await createBanService(t.ctx).banUser(other.id, { reason: 'cudzy', forever: true });

    const res = await request(viewer.id, token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: viewer.email });
    expect(res.json().message).toContain(viewer.email);

    await runQueued();
    await runQueued(); // a retried job prepares and e-mails nothing twice
    const mails = await linksTo(viewer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Scena: Twoje dane są gotowe do pobrania');
    const link = String(mails[0]!.payload.link);
    expect(link).toMatch(/\/api\/data-export\/[A-Za-z0-9_-]{43}$/);

    const file = await download(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="scena-dane-\d+\.json"$/);
    expect(file.headers['cache-control']).toBe('no-store');
    const doc = file.json();
    expect(doc.account).toMatchObject({ id: viewer.id, email: viewer.email, firstname: 'Alicja' });
    expect(doc.account.password_hash).toBeUndefined();
    expect(doc.mailing_consent).toBe(true);
    expect(doc.sign_ins.length).toBeGreaterThan(0);
    expect(doc.sign_ins[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(doc.orders.map((o: { id: number }) => o.id)).toEqual([mine.id]);
    expect(doc.bans).toEqual([]);
    expect(doc.codes).toEqual([]);
    const text = file.body;
    for (const foreign of [other.email, 'Obcy', theirs.ext_order_id, '10.2.2.2', 'cudzy'])
      expect(text, foreign).not.toContain(foreign);
  });

  it('lets an administrator start it from the user’s page; the link still goes to the account', async () => {
    const viewer = await createUser(t.ctx, { language: 'en' });
    const res = await request(viewer.id, adminToken);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain('Link do pobrania');
    await runQueued();
    const [mail] = await linksTo(viewer.email);
    expect(mail).toMatchObject({ lang: 'en', subject: 'Scena: your data is ready to download' });
  });

  it('expires: 410 after 24 hours, 404 for an unknown token, purged afterwards', async () => {
    const viewer = await createUser(t.ctx);
    expect((await request(viewer.id, await signIn(t.ctx, viewer))).statusCode).toBe(201);
    await runQueued();
    const link = String((await linksTo(viewer.email))[0]!.payload.link);
    expect((await download(link)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.user_id, viewer.id));
    const hours = (row!.expires_at!.getTime() - row!.ready_at!.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 3);

    await t.ctx.db
      .update(dataExports)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, row!.id));
    const expired = await download(link);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'Link do pobrania danych jest nieprawidłowy lub wygasł. Poproś o nowy na stronie konta.',
    );
    const unknown = await download(`http://x/api/data-export/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect((await download('http://x/api/data-export/short')).statusCode).toBe(404);

    await runJob(t.ctx, purgeDataExportsJob, null);
    const [purged] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(purged!.document).toBeNull();
  });

  it('refuses a second request within 10 minutes (429, Polish), another viewer (403), a guest (401)', async () => {
    const viewer = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const token = await signIn(t.ctx, viewer);
    expect((await request(viewer.id, token)).statusCode).toBe(201);
    const again = await request(viewer.id, token);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      'Eksport danych można zamówić raz na 10 minut. Sprawdź skrzynkę e-mail.',
    );
    expect((await request(viewer.id, await signIn(t.ctx, other))).statusCode).toBe(403);
    expect((await request(viewer.id)).statusCode).toBe(401);
    const before = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(dataExports))[0]!.n;
    expect((await request(99_999_999, adminToken)).statusCode).toBe(404);
    const deleted = await createUser(t.ctx, { role: Role.DELETED });
    expect((await request(deleted.id, adminToken)).statusCode).toBe(404);
    expect((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(dataExports))[0]!.n).toBe(before);
  });
});
