import { AppError } from '@scena/shared';
import type { AppContext } from '../../context';
import { createAdmission } from '../../lib/admission';
import type { Activation, CodeForViewer } from './activation';
import { checkCode } from './activation';
import { normalizeCode } from './code-text';
import { userCodesRepository } from './user-codes.repository';

const isUsedUp = (error: unknown) => error instanceof AppError && error.details.type === 'code_used_up';

/**
 * The code rush's admission (lib/admission.ts), keyed by the typed code: 1,000 viewers typing a
 * 100-use code at once. The shared question reads the code and which of the askers activated it
 * (two statements for all of them) and answers every refusal it can tell (checkCode); the others
 * take turns at a gate as wide as the pool (PGlite: 4), so the first ones finish and use the code
 * up; the last use taken (or a viewer finding none left) sends everyone still waiting back to the
 * shared question, where they are told together. It only orders the load: the guarded update in
 * activateCode decides. SPEED_OFF=code-admission activates every request at once.
 */
export const activationAdmissionFor = (ctx: Pick<AppContext, 'db' | 'database' | 'config'>) => {
  const admission = createAdmission<string, CodeForViewer>({
    gateSize: ctx.database.kind === 'postgres' ? ctx.config.DATABASE_POOL_MAX : 4,
    read: async (normalized, userIds) => {
      const { code, activated } = await userCodesRepository.rushState(ctx.db, normalized, userIds);
      return new Map(userIds.map((id) => [id, code && { code, activated: activated.has(id) }]));
    },
    speed: ctx.config,
  });

  /**
   * `activate` (the use case: activateCode and what the caller adds) let in by the admission,
   * handed the shared read it passed (activateCode reads nothing again before its write).
   */
  return async (
    typed: string,
    userId: number,
    activate: (checked: CodeForViewer) => Promise<Activation>,
  ): Promise<Activation> => {
    const key = normalizeCode(typed);
    const checked = (await admission.admit(key, userId, (state) => void checkCode(state ?? null))) ?? null;
    try {
      const done = await activate(checked);
      if (done.code.uses >= done.code.use_limit) admission.close(key);
      return done;
    } catch (error) {
      if (isUsedUp(error)) admission.close(key);
      throw error;
    } finally {
      admission.leave();
    }
  };
};
