import { useMutation } from '@tanstack/react-query';
import type { AdminSignInBody, SignedInUser } from '@scena/shared/auth.contract';
import { api } from '../../../lib/api';
import { startSession } from './sign-in';

/** POST /api/auth/admin: the passwordless second step from the e-mailed link. */
export const adminSignIn = (body: AdminSignInBody) => api<SignedInUser>('/api/auth/admin', { method: 'POST', body });

export const useAdminSignIn = () =>
  useMutation({
    mutationFn: adminSignIn,
    onSuccess: startSession,
    meta: { localStatuses: 'all' },
  });
