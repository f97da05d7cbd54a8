import { coerce, int, lte, object, pipe, positive } from 'zod/mini';

/** `:id` in a path: a positive 32-bit integer (zod/mini, for the shell's endpoints). */
export const idParamMini = object({
  id: pipe(
    coerce.number({ error: 'error.not_found' }),
    int({ error: 'error.not_found' }).check(positive(), lte(2_147_483_647)),
  ),
});
