import type { Route } from './http/endpoint';

/**
 * Method and path of the viewer shell's calls (shell.endpoints.ts builds its descriptors from
 * these). Every page loads the shell, so the web calls these routes with the descriptors' types
 * only, and the first load carries no zod at all (ARCHITECTURE rule 7).
 */
export const shellRoutes = {
  appConfig: { method: 'GET', path: '/api/appconfig' },
  homeConfig: { method: 'GET', path: '/external_api/config' },
  signIn: { method: 'POST', path: '/api/auth' },
  adminSignIn: { method: 'POST', path: '/api/auth/admin' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  validateSession: { method: 'GET', path: '/api/users/validate-session' },
  tosStatus: { method: 'GET', path: '/api/users/:id/accept-tos' },
  acceptTos: { method: 'POST', path: '/api/users/:id/accept-tos' },
} as const satisfies Record<string, Route>;
