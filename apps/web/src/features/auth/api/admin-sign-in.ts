import { useMutation } from '@tanstack/react-query';
import type { AdminSignInBody } from '@scena/shared/sign-in.contract';
import type { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { call } from '../../../lib/endpoint-client';
import { startSession } from './sign-in';

/** POST /api/auth/admin: the passwordless second step from the e-mailed link (the sign-in page sends it). */
export const adminSignIn = (body: AdminSignInBody) =>
  call<typeof shellEndpoints.adminSignIn>(shellRoutes.adminSignIn, { body });

export const useAdminSignIn = () =>
  useMutation({
    mutationFn: adminSignIn,
    onSuccess: startSession,
    meta: { localStatuses: 'all' },
  });
