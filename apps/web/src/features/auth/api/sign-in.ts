import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@scena/shared/sign-in.contract';
import type { SignedInUser } from '@scena/shared/user.schema';
import type { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { call } from '../../../lib/endpoint-client';
import { session } from '../../../lib/session';

/** Splits the answer into the session token and the user kept locally. */
export const startSession = ({ token, ...user }: SignedInUser): void => session.signIn(token, user);

/** POST /api/auth */
export const signIn = (body: SignInBody) => call<typeof shellEndpoints.signIn>(shellRoutes.signIn, { body });

export const useSignIn = () =>
  useMutation({
    mutationFn: signIn,
    onSuccess: startSession,
    // 401/403/422/429 are the sign-in page's own business (spec 1 §8 sign-in rules).
    meta: { localStatuses: [400, 401, 403, 422, 429] },
  });
