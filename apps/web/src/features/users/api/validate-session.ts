import type { ValidateSessionResponse } from '@scena/shared/users.contract';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

/**
 * GET /api/users/validate-session. A dead session (401 blocked/ended, 403 another device) signs
 * the user out inside the api client; a good one refreshes the stored user (role changes).
 */
export const validateSession = async (): Promise<void> => {
  const result = await api<ValidateSessionResponse>('/api/users/validate-session');
  session.updateUser(result.user);
};
