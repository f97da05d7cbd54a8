import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@scena/shared';
import { users } from '../src/modules/users/users.table';
import { eq } from 'drizzle-orm';
import { auth, createUser, signIn } from './factories';
import { createTestApp } from './test-app';

/**
 * The global input-text rule (plugins/input-text.ts) and the one birthday rule, through the
 * routes: refused with a field message before any query, nothing stored.
 */
const t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
afterAll(() => t.close());

const owner = await createUser(t.ctx);
const ownerToken = await signIn(t.ctx, owner);
const adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
const account = { firstname: 'Jan', lastname: 'Kowalski', country_code: 'PL' };
const putOwn = (payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${owner.id}`,
    headers: { ...auth(ownerToken), 'content-type': 'application/json', ...headers },
    payload,
  });
const stored = async () => (await t.ctx.db.select().from(users).where(eq(users.id, owner.id)))[0]!;

describe('control characters', () => {
  it("a NUL in a field answers 400 with that field named, in the viewer's language, and stores nothing", async () => {
    const before = await stored();
    const res = await putOwn({ ...account, street: 'Długa\u00001', newpassword: 'NoweHaslo!2024' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'Niepoprawne dane. Popraw zaznaczone pola.',
      formError: { street: 'Pole zawiera niedozwolone znaki.' },
    });
    const en = await putOwn({ ...account, city: 'a\u0007b' }, { 'x-lang': 'en' });
    expect(en.json().formError).toEqual({ city: 'The field contains characters that are not allowed.' });
    expect(await stored()).toEqual(before);
  });

  it('tab and line breaks pass; other C0 characters, in nested fields, keys and query strings, do not', async () => {
    expect((await putOwn({ ...account, street: 'Długa 1\tm. 2\r\n' })).statusCode).toBe(200);
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      headers: auth(adminToken),
      payload: { footer: [{ title: 'x\u001Fy' }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(Object.values(nested.json().formError as object)).toEqual(['Pole zawiera niedozwolone znaki.']);
    const key = await putOwn({ ...account, 'street\u0000': 'x' });
    expect(key.json().formError).toEqual({ _: 'Pole zawiera niedozwolone znaki.' });
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/admin/videos?q=a%00b',
      headers: auth(adminToken),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().formError).toEqual({ q: 'Pole zawiera niedozwolone znaki.' });
  });

  it('multipart text fields follow the same rule', async () => {
    const boundary = 'rule';
    const payload = `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nTytu\u0000\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: { ...auth(adminToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().formError).toEqual({ title: 'Pole zawiera niedozwolone znaki.' });
  });
});

describe('invalid Unicode', () => {
  it('a lone surrogate in PUT /api/appconfig answers 400 for that field (was 500 on PostgreSQL)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      headers: { ...auth(adminToken), 'content-type': 'application/json' },
      payload: '{"info_bar":"a\\ud800b"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'Niepoprawne dane. Popraw zaznaczone pola.',
      formError: { info_bar: 'Pole zawiera niepoprawnie zakodowany tekst.' },
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/appconfig', headers: auth(adminToken) });
    expect(config.json().info_bar).not.toContain('\uFFFD');
  });

  it('a lone low surrogate anywhere and invalid UTF-8 bytes in a body are refused, not stored as U+FFFD', async () => {
    const low = await putOwn(
      `{"firstname":"Jan","lastname":"Kowalski","country_code":"PL","company":"\\udc00"}`,
    );
    expect(low.json().formError).toEqual({ company: 'Pole zawiera niepoprawnie zakodowany tekst.' });
    const bytes = Buffer.concat([
      Buffer.from('{"firstname":"Jan","lastname":"Kowalski","country_code":"PL","company":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const bad = await putOwn(bytes as unknown as string, { 'x-lang': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      message: 'The request contains badly encoded text (UTF-8 is required).',
    });
    expect((await stored()).company).toBeNull();
    // A real pair (an emoji) is fine.
    expect((await putOwn({ ...account, company: 'Teatr 🎭' })).statusCode).toBe(200);
  });
});

describe('birthday: one rule for sign-up and the account', () => {
  it('PUT /api/users/{id} refuses a birthday that makes the user 6 with the sign-up message', async () => {
    const sixYearsOld = `${new Date().getFullYear() - 6}-01-01`;
    const res = await putOwn({ ...account, birthday: sixYearsOld });
    expect(res.statusCode).toBe(400);
    expect(res.json().formError).toEqual({ birthday: 'Musisz mieć co najmniej 13 lat, aby założyć konto.' });
    expect((await stored()).birthday).toBe('1990-05-17');
    const admin = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      headers: auth(adminToken),
      payload: { ...account, birthday: sixYearsOld },
    });
    expect(admin.statusCode).toBe(400);
    expect((await putOwn({ ...account, birthday: '2000-02-29' })).statusCode).toBe(200);
  });
});
