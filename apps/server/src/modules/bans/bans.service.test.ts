import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/factories';
import { sessions } from '../auth';
import { bans } from './bans.table';
import { createBanService } from './bans.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ban service', () => {
  it('stores the ban with the default reason and ends every session with reason banned', async () => {
    const service = createBanService(t.ctx);
    const admin = await createUser(t.ctx);
    const user = await createUser(t.ctx);
    await signIn(t.ctx, user);
    const ban = await service.banUser(user.id, { created_by: admin.id, reason: '   ' });
    expect(ban).toMatchObject({
      user_id: user.id,
      reason: 'nie określono',
      forever: false,
      expiration_date: null,
      created_by: admin.id,
    });
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows.every((row) => row.revoked_reason === 'banned' && row.revoked_at)).toBe(true);
    expect((await service.activeBan(user.id))?.id).toBe(ban.id);
  });

  it('knows when a ban is in force: forever, open-ended, future end yes; past end no', async () => {
    const service = createBanService(t.ctx);
    const cases = [
      { input: { forever: true, expiration_date: new Date(Date.now() - 1000) }, active: true },
      { input: {}, active: true },
      { input: { expiration_date: new Date(Date.now() + 3_600_000) }, active: true },
      { input: { expiration_date: new Date(Date.now() - 1000) }, active: false },
    ];
    for (const { input, active } of cases) {
      const user = await createUser(t.ctx);
      const ban = await service.banUser(user.id, input);
      if (input.forever) expect(ban.expiration_date).toBeNull();
      expect(Boolean(await service.activeBan(user.id))).toBe(active);
    }
    const free = await createUser(t.ctx);
    expect(await service.activeBan(free.id)).toBeNull();
  });

  it('runs inside a caller transaction: a rollback leaves neither ban nor ended sessions', async () => {
    const service = createBanService(t.ctx);
    const user = await createUser(t.ctx);
    await signIn(t.ctx, user);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await service.banUser(user.id, { forever: true }, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.ctx.db.select().from(bans).where(eq(bans.user_id, user.id))).toHaveLength(0);
    const [session] = await t.ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(session!.revoked_at).toBeNull();
  });
});
