import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationBody, VerifyAccountBody } from '@scena/shared/auth.contract';
import { authEndpoints } from '@scena/shared/auth.endpoints';
import { call } from '../../../lib/endpoint-client';

/** POST /api/verifications */
export const verifyAccount = (body: VerifyAccountBody) => call(authEndpoints.verify, { body });

export const useVerifyAccount = () =>
  useMutation({ mutationFn: verifyAccount, meta: { localStatuses: [400, 403, 404, 410, 422, 429] } });

/** POST /api/verifications/new (resend the verification e-mail). */
export const resendVerification = (body: ResendVerificationBody) =>
  call(authEndpoints.resendVerification, { body });

export const useResendVerification = () =>
  useMutation({ mutationFn: resendVerification, meta: { localStatuses: [400, 403, 404, 422, 429] } });
