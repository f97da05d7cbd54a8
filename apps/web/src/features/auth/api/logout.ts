import type { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { call } from '../../../lib/endpoint-client';
import { session } from '../../../lib/session';

/**
 * POST /api/auth/logout ends the session on the server; the local session is cleared whatever
 * the answer (a dead token must not keep the user "signed in" here).
 */
export const logout = async (): Promise<void> => {
  const { token } = session.getState();
  try {
    if (token) await call<typeof shellEndpoints.logout>(shellRoutes.logout, { body: { token } });
  } catch {
    /* already ended on the server, or offline: signing out locally is what matters */
  } finally {
    session.logout(null);
  }
};
