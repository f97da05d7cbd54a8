import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResendVerificationBody, VerifyAccountBody } from '@scena/shared/auth.contract';
import { api } from '../../../lib/api';

/** POST /api/verifications */
export const verifyAccount = (body: VerifyAccountBody) =>
  api<MessageResponse>('/api/verifications', { method: 'POST', body });

export const useVerifyAccount = () =>
  useMutation({ mutationFn: verifyAccount, meta: { localStatuses: [400, 403, 404, 410, 422, 429] } });

/** POST /api/verifications/new (resend the verification e-mail). */
export const resendVerification = (body: ResendVerificationBody) =>
  api<MessageResponse>('/api/verifications/new', { method: 'POST', body });

export const useResendVerification = () =>
  useMutation({ mutationFn: resendVerification, meta: { localStatuses: [400, 403, 404, 422, 429] } });
