import { z } from 'zod';
import { pathId } from './fields';

/** `{id}` path parameters (numeric) and `{slugOrId}` for public pages. */
export const catalogIdParamsSchema = z.object({ id: pathId() });
export const slugOrIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'error.not_found').max(100, 'error.not_found'),
});
