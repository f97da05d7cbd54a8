import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, NewPasswordBody, PasswordResetRequestBody, PasswordResetVerifyBody } from '@scena/shared/auth.contract';
import { api } from '../../../lib/api';

const local = { localStatuses: [400, 403, 404, 410, 422, 429] } as const;

/** POST /api/passwords: ask for a reset link. */
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  api<MessageResponse>('/api/passwords', { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, meta: local });

/** POST /api/passwords/verifyreset: is the link still good? */
export const verifyPasswordReset = (body: PasswordResetVerifyBody) =>
  api<MessageResponse>('/api/passwords/verifyreset', { method: 'POST', body });

export const useVerifyPasswordReset = () => useMutation({ mutationFn: verifyPasswordReset, meta: local });

/** PUT /api/passwords: set the new password. */
export const setNewPassword = (body: NewPasswordBody) =>
  api<MessageResponse>('/api/passwords', { method: 'PUT', body });

export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword, meta: local });
