import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/users/users.table';
import { auth, createUser, DEFAULT_TEST_PASSWORD, signIn } from './factories';
import { createCatalogedApp, fillUrl } from './route-catalog';

/**
 * ASVS 16.2.5 / 14.2.1: no session token, e-mailed link token, password or e-mailed address in
 * the logs, at the most verbose level, while every discovered route is called with a token.
 */
const lines: string[] = [];
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');

const { t, routes } = await createCatalogedApp({
  logger: true,
  logStream: { write: (line) => void lines.push(line) },
  serveWeb: true,
  env: { LOG_LEVEL: 'trace', WEB_DIST_DIR: webDir },
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const secret = () => randomBytes(32).toString('base64url');
const variants = (value: string) => [value, encodeURIComponent(value)];

describe('logs keep secrets out', () => {
  it('a signed-in session token never appears in the logs of any route', async () => {
    const user = await createUser(t.ctx);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json().token as string;
    const forged = secret();
    for (const route of routes) {
      for (const value of [token, forged]) {
        await t.app.inject({
          method: route.method as 'GET',
          url: fillUrl(route.url, {}),
          headers: { 'x-auth-token': value },
        });
      }
    }
    const log = lines.join('');
    // The capture works: requests were logged, with their URLs.
    expect(log).toContain('/api/users/validate-session');
    expect(lines.length).toBeGreaterThan(routes.length);
    for (const value of [token, forged, DEFAULT_TEST_PASSWORD]) expect(log).not.toContain(value);
  });

  it('tokens and addresses in e-mailed links (page URLs) are masked in request logs', async () => {
    const token = secret();
    const email = `link-${randomBytes(4).toString('hex')}@example.com`;
    const pages = [
      `/weryfikacja-konta?email=${encodeURIComponent(email)}&token=${token}`,
      `/nowe-haslo?email=${encodeURIComponent(email)}&token=${token}`,
      `/logowanie?login_token=${token}&login_email=${encodeURIComponent(email)}`,
    ];
    const before = lines.length;
    for (const url of pages) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const log = lines.slice(before).join('');
    expect(log).toContain('/nowe-haslo');
    for (const value of [...variants(token), ...variants(email)]) expect(log).not.toContain(value);
  });
});

describe('database errors are logged without the values of the statement', () => {
  it('PUT /api/users/{own id} with a NUL byte and a new password: refused, and no value reaches the log', async () => {
    const user = await createUser(t.ctx);
    const marker = `marker-${secret()}`;
    const before = lines.length;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth(await signIn(t.ctx, user)),
      payload: {
        firstname: 'Jan',
        lastname: 'Kowalski',
        country_code: 'PL',
        street: `${marker}\u0000`,
        newpassword: 'NoweHaslo!2024',
      },
    });
    expect(res.statusCode).toBe(400);
    const log = lines.slice(before).join('');
    expect(log).toContain(`/api/users/${user.id}`);
    for (const value of [marker, '$argon2', user.password_hash, 'NoweHaslo!2024'])
      expect(log).not.toContain(value);
  });

  it('a failed query (drizzle over PGlite or node-postgres) is logged with its SQL and code but no parameter or detail', async () => {
    const user = await createUser(t.ctx);
    const marker = `marker-${secret()}`;
    const failures: unknown[] = [];
    // The two ways a statement fails with values in the error: the driver refuses a value (NUL),
    // PostgreSQL repeats the values in `detail` (unique violation: "Key (email)=(…)").
    await t.ctx.db
      .update(users)
      .set({ street: `${marker}\u0000`, password_hash: user.password_hash })
      .where(eq(users.id, user.id))
      .catch((error: unknown) => failures.push(error));
    await t.ctx.db
      .insert(users)
      .values({ ...user, id: undefined, firstname: marker })
      .catch((error: unknown) => failures.push(error));
    expect(failures).toHaveLength(2);
    // The raw errors do carry the values: the serializer is what keeps them out.
    expect(
      JSON.stringify(failures.map((error) => ({ ...(error as object), message: (error as Error).message }))),
    ).toContain(marker);
    const before = lines.length;
    for (const error of failures) t.app.log.error({ err: error }, 'query failed');
    const log = lines.slice(before).join('');
    expect(log).toContain('Failed query: update');
    expect(log).toContain('23505');
    for (const value of [marker, user.password_hash, user.email]) expect(log).not.toContain(value);
  });
});
