import { useMutation } from '@tanstack/react-query';
import type {
  NewPasswordBody,
  PasswordResetRequestBody,
  PasswordResetVerifyBody,
} from '@scena/shared/auth.contract';
import { authEndpoints } from '@scena/shared/auth.endpoints';
import { call } from '../../../lib/endpoint-client';

const local = { localStatuses: [400, 403, 404, 410, 422, 429] } as const;

/** POST /api/passwords: ask for a reset link. */
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  call(authEndpoints.resetRequest, { body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, meta: local });

/** POST /api/passwords/verifyreset: is the link still good? */
export const verifyPasswordReset = (body: PasswordResetVerifyBody) =>
  call(authEndpoints.resetVerify, { body });

export const useVerifyPasswordReset = () => useMutation({ mutationFn: verifyPasswordReset, meta: local });

/** PUT /api/passwords: set the new password. */
export const setNewPassword = (body: NewPasswordBody) => call(authEndpoints.resetPassword, { body });

export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword, meta: local });
