import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword, users } from '../modules/users';
import { DEMO_ADMIN_PASSWORD, DEMO_VIEWER, seedDemoUsers } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL_DOMAINS: 'scena.local,teatr.test' } });
});
afterAll(() => t.close());

const fakeLog = () => {
  const info = vi.fn();
  return {
    log: { info, debug: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger,
    info,
  };
};
const printed = (info: ReturnType<typeof vi.fn>) =>
  info.mock.calls.map((call) => call.map(String).join(' ')).join('\n');

describe('demo users', () => {
  it('creates a verified admin on the first trusted domain and a verified viewer, prints their credentials, and is idempotent', async () => {
    const first = fakeLog();
    await seedDemoUsers(t.ctx, first.log);
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, 'admin@scena.local'));
    const [viewer] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO_VIEWER.email));
    expect(admin).toMatchObject({ role: Role.ADMIN, tos: true });
    expect(viewer).toMatchObject({ role: Role.STANDARD, tos: true });
    expect(admin!.verified_at && viewer!.verified_at).toBeTruthy();
    expect(printed(first.info)).toContain(`admin@scena.local / ${DEMO_ADMIN_PASSWORD}`);
    expect(printed(first.info)).toContain(`${DEMO_VIEWER.email} / ${DEMO_VIEWER.password}`);

    // The demo viewer can sign in through the API with the printed password.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: DEMO_VIEWER.email, password: DEMO_VIEWER.password },
    });
    expect(res.statusCode).toBe(200);

    const again = fakeLog();
    await seedDemoUsers(t.ctx, again.log);
    expect(await t.ctx.db.select().from(users)).toHaveLength(2);

    // Once a password is changed it is no longer printed.
    await t.ctx.db
      .update(users)
      .set({ password_hash: await hashPassword('Zmienione_1') })
      .where(eq(users.id, viewer!.id));
    const third = fakeLog();
    await seedDemoUsers(t.ctx, third.log);
    expect(printed(third.info)).not.toContain(DEMO_VIEWER.password);
    expect(printed(third.info)).toContain(DEMO_ADMIN_PASSWORD);
  });
});
