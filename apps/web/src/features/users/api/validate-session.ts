import type { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { call } from '../../../lib/endpoint-client';
import { session } from '../../../lib/session';

/**
 * GET /api/users/validate-session. A dead session (401 blocked/ended, 403 another device) signs
 * the user out inside the api client; a good one refreshes the stored user (role changes).
 */
export const validateSession = async (): Promise<void> => {
  const result = await call<typeof shellEndpoints.validateSession>(shellRoutes.validateSession);
  session.updateUser(result.user);
};
