import { useMutation } from '@tanstack/react-query';
import type { SignUpBody } from '@scena/shared/users.contract';
import { authEndpoints } from '@scena/shared/auth.endpoints';
import { call } from '../../../lib/endpoint-client';

export const signUp = (body: SignUpBody) => call(authEndpoints.signUp, { body });

export const useSignUp = () => useMutation({ mutationFn: signUp, meta: { localStatuses: [400, 422, 429] } });
