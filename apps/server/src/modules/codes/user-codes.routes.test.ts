import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, createUser, signIn } from '../../../test/factories';
import { insertCode, insertItems, insertVideoGiftCode } from '../../../test/code-factories';
import { grantAccess } from '../../../test/access-factories';
import { insertOrder } from '../../../test/order-factories';
import { accessGrants } from '../access';
import { codes, userCodes } from './codes.table';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let client = 0;
// Each call from its own address: activation has a tight per-client rate limit.
const from = () => `10.9.${Math.floor(++client / 250)}.${(client % 250) + 1}`;
const activate = (userId: number, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/codes`,
    headers: token ? auth(token) : {},
    payload: payload as object,
    remoteAddress: from(),
  });
const list = (userId: number, token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/${userId}/codes${query}`, headers: auth(token) });
const remove = (userId: number, token: string | undefined, codeId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/${userId}/codes/${codeId}`,
    headers: token ? auth(token) : {},
    remoteAddress: from(),
  });
const usesOf = async (codeId: number) =>
  (await t.ctx.db.select({ uses: codes.uses }).from(codes).where(eq(codes.id, codeId)))[0]!.uses;
const activationsOf = (codeId: number) =>
  t.ctx.db.select().from(userCodes).where(eq(userCodes.code_id, codeId));
const viewer = async () => {
  const user = await createUser(t.ctx);
  return { user, token: await signIn(t.ctx, user) };
};

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
});
afterAll(() => t.close());

describe('POST /api/users/:id/codes: activation', () => {
  it('activates a discount typed in any case with spaces around, and lists it', async () => {
    const { user, token } = await viewer();
    const code = await insertCode(t.ctx, {
      code: 'Premiera2030',
      description: 'Zniżka na premierę',
      discount_percent: null,
      discount_cash: 550,
      use_limit: 10,
      expiration_date: new Date('2031-01-01T00:00:00Z'),
    });
    const res = await activate(user.id, token, { code: '  premiera2030 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Kod został aktywowany',
      code: {
        code_id: code.id,
        code: 'Premiera2030',
        desc: 'Zniżka na premierę',
        kind: 'discount',
        product_type: 'any',
        discount_percent: null,
        discount_cash: 5.5,
        event_id: null,
        video_id: null,
        title: null,
        used: false,
        usage_date: null,
        expiration_date: '2031-01-01T00:00:00.000Z',
        removable: true,
      },
    });
    expect(await usesOf(code.id)).toBe(1);
    const listed = (await list(user.id, token)).json();
    expect(listed.total).toBe(1);
    expect(listed.codes[0]).toEqual(res.json().code);
  });

  it('refuses a missing, blank or too long code with a Polish message and changes nothing', async () => {
    const { user, token } = await viewer();
    for (const [payload, message] of [
      [{}, 'Proszę podać kod.'],
      [{ code: '   ' }, 'Proszę podać kod.'],
      [{ code: 12 }, 'Proszę podać kod.'],
      [{ code: 'X'.repeat(31) }, 'Kod może mieć najwyżej 30 znaków.'],
    ] as const) {
      const res = await activate(user.id, token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().formError).toEqual({ code: message });
    }
    expect((await list(user.id, token)).json()).toEqual({ codes: [], total: 0 });
  });

  it('answers each refusal with its own message and type, and nothing is spent', async () => {
    const { user, token } = await viewer();
    const voided = await insertCode(t.ctx, { voided_at: new Date(), kind: 'gift', discount_percent: 100 });
    const expired = await insertCode(t.ctx, { expiration_date: new Date(Date.now() - 60_000), use_limit: 5 });
    const single = await insertCode(t.ctx);
    const deleted = await insertCode(t.ctx, { product_type: 'video', video_id: null });
    const cases = [
      ['NIEMA-TAKIEGO', 404, 'Nieprawidłowy kod.', 'code_unknown'],
      [voided.code, 404, 'Nieprawidłowy kod.', 'code_unknown'],
      [deleted.code, 404, 'Pozycja, której dotyczy kod, nie jest już dostępna.', 'code_item_gone'],
      [expired.code, 409, 'Kod wygasł.', 'code_expired'],
    ] as const;
    for (const [text, status, message, type] of cases) {
      const res = await activate(user.id, token, { code: text });
      expect([res.statusCode, res.json()], text).toEqual([
        status,
        expect.objectContaining({ message, type, formError: { code: message } }),
      ]);
    }
    expect(await usesOf(expired.id)).toBe(0);

    expect((await activate(user.id, token, { code: single.code })).statusCode).toBe(200);
    const again = await activate(user.id, token, { code: single.code.toLowerCase() });
    expect([again.statusCode, again.json().message, again.json().type]).toEqual([
      409,
      'Ten kod został już przez Ciebie aktywowany.',
      'code_already_activated',
    ]);
    const other = await viewer();
    const usedUp = await activate(other.user.id, other.token, { code: single.code });
    expect([usedUp.statusCode, usedUp.json().message, usedUp.json().type]).toEqual([
      409,
      'Kod został już wykorzystany.',
      'code_used_up',
    ]);
    expect(await usesOf(single.id)).toBe(1);
    expect(await activationsOf(single.id)).toHaveLength(1);
  });

  it('turns an item gift or group code into access at once; an "any" gift waits for a purchase', async () => {
    const { user, token } = await viewer();
    const { video, event } = await insertItems(t.ctx);
    const gift = await insertVideoGiftCode(t.ctx, video.id);
    const group = await insertCode(t.ctx, {
      kind: 'group',
      product_type: 'event',
      event_id: event.id,
      discount_percent: 100,
    });
    const anyGift = await insertCode(t.ctx, { kind: 'gift', product_type: 'any', discount_percent: 100 });

    const giftRes = await activate(user.id, token, { code: gift.code });
    expect(giftRes.statusCode).toBe(200);
    expect(giftRes.json().code).toMatchObject({
      kind: 'gift',
      video_id: video.id,
      title: 'Wesele',
      slug: video.slug,
      used: true,
      removable: false,
    });
    expect(giftRes.json().code.usage_date).toEqual(expect.any(String));
    expect((await activate(user.id, token, { code: group.code })).json().code).toMatchObject({
      kind: 'group',
      event_id: event.id,
      title: 'Wesele – premiera',
      used: true,
    });
    const rows = await t.ctx.db.select().from(accessGrants).where(eq(accessGrants.user_id, user.id));
    expect(rows.map((row) => [row.source, row.video_id ?? row.event_id]).sort()).toEqual([
      ['gift', video.id],
      ['group_ticket', event.id],
    ]);
    const [activation] = await activationsOf(gift.id);
    expect(activation!.access_id).toBe(rows.find((row) => row.source === 'gift')!.id);
    // The viewer's access list shows the item.
    const access = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/access`,
      headers: auth(token),
    });
    expect(access.json().total).toBe(2);

    const anyRes = await activate(user.id, token, { code: anyGift.code });
    expect(anyRes.json().code).toMatchObject({
      kind: 'gift',
      product_type: 'any',
      used: false,
      removable: true,
    });
    expect(await t.ctx.db.select().from(accessGrants).where(eq(accessGrants.user_id, user.id))).toHaveLength(
      2,
    );
  });

  it('refuses an item code to a viewer who already has live access to the item, spending nothing', async () => {
    const { user, token } = await viewer();
    const { video } = await insertItems(t.ctx);
    await grantAccess(t.ctx, user, { kind: 'video', id: video.id });
    const gift = await insertVideoGiftCode(t.ctx, video.id);
    const res = await activate(user.id, token, { code: gift.code });
    expect([res.statusCode, res.json().type]).toEqual([409, 'code_has_access']);
    expect(res.json().message).toBe('Masz już dostęp do tej pozycji – kod nie został wykorzystany.');
    expect(await usesOf(gift.id)).toBe(0);

    // An access that ran out is no reason: the code gives a new one.
    await t.ctx.db
      .update(accessGrants)
      .set({ expiration_date: new Date(Date.now() - 1000) })
      .where(eq(accessGrants.user_id, user.id));
    expect((await activate(user.id, token, { code: gift.code })).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/:id/codes/:codeId', () => {
  it('removes an unspent activation and gives its use back', async () => {
    const { user, token } = await viewer();
    const code = await insertCode(t.ctx, { use_limit: 1 });
    await activate(user.id, token, { code: code.code });
    const res = await remove(user.id, token, code.id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Kod został usunięty.' }]);
    expect(await usesOf(code.id)).toBe(0);
    expect(await activationsOf(code.id)).toHaveLength(0);
    // The use is free again: another viewer can take it.
    const other = await viewer();
    expect((await activate(other.user.id, other.token, { code: code.code })).statusCode).toBe(200);
    expect((await remove(user.id, token, code.id)).statusCode).toBe(404);
  });

  it('keeps a used activation or one an order holds (409), and says so in Polish', async () => {
    const { user, token } = await viewer();
    const { video } = await insertItems(t.ctx);
    const gift = await insertVideoGiftCode(t.ctx, video.id);
    await activate(user.id, token, { code: gift.code });
    const used = await remove(user.id, token, gift.id);
    expect([used.statusCode, used.json().message]).toEqual([409, 'Wykorzystanego kodu nie można usunąć.']);

    const discount = await insertCode(t.ctx, { use_limit: 3 });
    await activate(user.id, token, { code: discount.code });
    const order = await insertOrder(t.ctx, user, { kind: 'video', id: video.id });
    await t.ctx.db
      .update(userCodes)
      .set({ order_id: order.id })
      .where(and(eq(userCodes.code_id, discount.id), eq(userCodes.user_id, user.id)));
    const held = await remove(user.id, token, discount.id);
    expect([held.statusCode, held.json().type]).toEqual([409, 'code_in_order']);
    expect(await usesOf(discount.id)).toBe(1);
    expect(await usesOf(gift.id)).toBe(1);
  });
});

describe('who may call them', () => {
  it('guest 401, another viewer 403 (nothing changes), owner and administrator allowed', async () => {
    const { owner, tokens, admin } = callers;
    const code = await insertCode(t.ctx, { use_limit: 5 });
    expect((await activate(owner.id, undefined, { code: code.code })).statusCode).toBe(401);
    const other = await activate(owner.id, tokens.other, { code: code.code });
    expect([other.statusCode, other.json().message]).toEqual([403, 'Brak uprawnień.']);
    expect((await list(owner.id, tokens.other)).statusCode).toBe(403);
    expect((await remove(owner.id, tokens.other, code.id)).statusCode).toBe(403);
    expect(await usesOf(code.id)).toBe(0);

    // Spec 3 §6: administrators activate or delete user codes.
    const byAdmin = await activate(owner.id, tokens.admin, { code: code.code });
    expect(byAdmin.statusCode).toBe(200);
    expect((await activationsOf(code.id)).map((row) => row.user_id)).toEqual([owner.id]);
    expect((await list(owner.id, tokens.admin)).json().total).toBe(1);
    expect((await list(owner.id, tokens.owner)).json().total).toBe(1);
    expect((await remove(owner.id, tokens.admin, code.id)).statusCode).toBe(200);
    expect(admin.role).toBe(Role.ADMIN);
  });

  it('an unknown or deleted account is 404 for an administrator', async () => {
    const gone = await createUser(t.ctx, { role: Role.DELETED });
    for (const id of [999_999, gone.id]) {
      expect((await list(id, callers.tokens.admin)).statusCode).toBe(404);
      expect((await activate(id, callers.tokens.admin, { code: 'COKOLWIEK' })).statusCode).toBe(404);
    }
  });
});

describe('GET /api/users/:id/codes', () => {
  it('pages 20 at a time, newest activation first; another page size is refused', async () => {
    const { user, token } = await viewer();
    const made = [];
    for (let i = 0; i < 21; i += 1) {
      const code = await insertCode(t.ctx, { code: `STRONA${String(i).padStart(2, '0')}${user.id}` });
      await activate(user.id, token, { code: code.code });
      made.push(code);
    }
    const first = (await list(user.id, token)).json();
    expect([first.codes.length, first.total]).toEqual([20, 21]);
    expect(first.codes[0].code_id).toBe(made[20]!.id);
    const second = (await list(user.id, token, '?page=2')).json();
    expect(second.codes.map((c: { code_id: number }) => c.code_id)).toEqual([made[0]!.id]);
    expect((await list(user.id, token, '?page_size=50')).statusCode).toBe(400);
  });
});
