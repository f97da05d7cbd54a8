import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';
import { insertCode, insertItems, insertVideoGiftCode } from '../../../test/code-factories';
import { uniqueViolation } from '../../db/errors';
import { codes, userCodes } from './codes.table';
import { userCodesRepository } from './user-codes.repository';

/** activateAlone: the one-statement activation (CONTEXT.md "Activation and removal"). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uses = async (codeId: number) =>
  (await t.ctx.db.select({ uses: codes.uses }).from(codes).where(eq(codes.id, codeId)))[0]!.uses;
const activations = async (codeId: number) =>
  (await t.ctx.db.select().from(userCodes).where(eq(userCodes.code_id, codeId))).length;

describe('userCodesRepository.activateAlone', () => {
  it('takes one use and writes the activation, with the code’s uses after it', async () => {
    const code = await insertCode(t.ctx, { use_limit: 3 });
    const user = await createUser(t.ctx);
    const done = await userCodesRepository.activateAlone(t.ctx.db, code.id, user.id);
    expect(done?.uses).toBe(1);
    expect(done?.activation).toMatchObject({
      code_id: code.id,
      user_id: user.id,
      used: false,
      order_id: null,
    });
    expect(done?.activation.activated_at).toBeInstanceOf(Date);
    expect(await uses(code.id)).toBe(1);
  });

  it('a second activation by the same viewer fails whole: no use taken, one activation', async () => {
    const code = await insertCode(t.ctx, { use_limit: 3 });
    const user = await createUser(t.ctx);
    await userCodesRepository.activateAlone(t.ctx.db, code.id, user.id);
    const again = await userCodesRepository.activateAlone(t.ctx.db, code.id, user.id).catch((error) => error);
    expect(uniqueViolation(again)).not.toBeNull();
    expect({ uses: await uses(code.id), activations: await activations(code.id) }).toEqual({
      uses: 1,
      activations: 1,
    });
  });

  it('takes nothing from a used-up, voided or expired code', async () => {
    const usedUp = await insertCode(t.ctx, { use_limit: 1 });
    await userCodesRepository.activateAlone(t.ctx.db, usedUp.id, (await createUser(t.ctx)).id);
    const voided = await insertCode(t.ctx, { voided_at: new Date() });
    const expired = await insertCode(t.ctx, { expiration_date: new Date(Date.now() - 60_000) });
    const user = await createUser(t.ctx);
    for (const code of [usedUp, voided, expired])
      expect(await userCodesRepository.activateAlone(t.ctx.db, code.id, user.id)).toBeNull();
    expect([await uses(usedUp.id), await uses(voided.id), await uses(expired.id)]).toEqual([1, 0, 0]);
  });

  it('leaves an item gift code and a code whose item was deleted to the transaction', async () => {
    const { video } = await insertItems(t.ctx);
    const gift = await insertVideoGiftCode(t.ctx, video.id);
    const orphan = await insertCode(t.ctx, { product_type: 'video', video_id: null });
    const user = await createUser(t.ctx);
    expect(await userCodesRepository.activateAlone(t.ctx.db, gift.id, user.id)).toBeNull();
    expect(await userCodesRepository.activateAlone(t.ctx.db, orphan.id, user.id)).toBeNull();
    expect([await uses(gift.id), await activations(gift.id), await uses(orphan.id)]).toEqual([0, 0, 0]);
  });

  it('activates the "any" gift code (it only prices a purchase)', async () => {
    const anyGift = await insertCode(t.ctx, { kind: 'gift', product_type: 'any', discount_percent: 100 });
    const done = await userCodesRepository.activateAlone(t.ctx.db, anyGift.id, (await createUser(t.ctx)).id);
    expect(done?.uses).toBe(1);
  });
});
