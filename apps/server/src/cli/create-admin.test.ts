import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { usersRepository, verifyPassword } from '../modules/users';
import { createAdmin } from './create-admin';

describe('createAdmin (npm run admin:create)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a verified administrator with a generated password that signs in', async () => {
    const result = await createAdmin(t.ctx, { email: 'Ops@Teatr.test' });
    expect(result).toMatchObject({ email: 'ops@teatr.test', created: true });
    const row = await usersRepository.findByEmail(t.ctx.db, 'ops@teatr.test');
    expect(row?.role).toBe(Role.ADMIN);
    expect(row?.verified_at).not.toBeNull();
    expect(await verifyPassword(row!.password_hash, result.password!)).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'ops@teatr.test', password: result.password, remember: false },
    });
    expect(signIn.statusCode).toBe(403); // admins get the e-mailed link, not a session
  });

  it('promotes an existing account without touching its password unless one is given', async () => {
    const viewer = await createUser(t.ctx, { email: 'ewa@teatr.test' });
    const result = await createAdmin(t.ctx, { email: 'ewa@teatr.test' });
    expect(result).toMatchObject({ created: false, password: null });
    const row = await usersRepository.findById(t.ctx.db, viewer.id);
    expect(row?.role).toBe(Role.ADMIN);
    expect(row?.password_hash).toBe(viewer.password_hash);
  });

  it('refuses an address outside ADMIN_EMAIL_DOMAINS and stores nothing', async () => {
    await expect(createAdmin(t.ctx, { email: 'someone@example.com' })).rejects.toThrow(/ADMIN_EMAIL_DOMAINS/);
    expect(await usersRepository.findByEmail(t.ctx.db, 'someone@example.com')).toBeNull();
  });
});
