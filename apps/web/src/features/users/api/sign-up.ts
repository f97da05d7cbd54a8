import { useMutation } from '@tanstack/react-query';
import type { SignUpBody, SignUpResponse } from '@scena/shared/users.contract';
import { api } from '../../../lib/api';

/** POST /api/users (sign-up). */
export const signUp = (body: SignUpBody) => api<SignUpResponse>('/api/users', { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp, meta: { localStatuses: [400, 409, 422, 429] } });
