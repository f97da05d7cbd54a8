import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@scena/shared';
import { keyedThrottle } from '../../plugins/rate-limit';
import { hashToken } from './tokens';

/** One e-mailed link a minute per address and purpose (verification, reset). */
export const LINK_THROTTLE_MS = 60_000;

export type ThrottledLink = 'verify' | 'reset';

/**
 * The "wait before asking again" rule of the e-mailed links. It is counted per address whether or
 * not an account has it, so "ask again in 45 s" says nothing about who is registered; before, the
 * answer claimed a new link while the per-account limit had silently sent nothing. Addresses are
 * hashed before they reach the store. Sign-up counts as a verification request (it sends one).
 */
export const createLinkThrottle = (app: FastifyInstance) => {
  const throttles = {
    verify: keyedThrottle(app, LINK_THROTTLE_MS),
    reset: keyedThrottle(app, LINK_THROTTLE_MS),
  };
  const wait = (request: FastifyRequest, link: ThrottledLink, email: string) =>
    throttles[link](request, `link:${link}:${hashToken(email.toLowerCase())}`);

  return {
    /** Counts a request for this address; 429 with the seconds left when it came too soon. */
    async take(request: FastifyRequest, link: ThrottledLink, email: string): Promise<void> {
      const seconds = await wait(request, link, email);
      if (seconds > 0) throw new AppError('RATE_LIMITED', 'auth.link_wait', { params: { seconds } });
    },
    /** Counts a request without refusing it (sign-up has just sent a verification link). */
    async note(request: FastifyRequest, link: ThrottledLink, email: string): Promise<void> {
      await wait(request, link, email);
    },
  };
};

export type LinkThrottle = ReturnType<typeof createLinkThrottle>;
