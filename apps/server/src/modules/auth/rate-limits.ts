/**
 * Per-IP limits of the account endpoints (ASVS 2.4.1, 6.1.1). Counted by @fastify/rate-limit,
 * in Redis when REDIS_URL is set. Sign-in also has the per-account+IP failure lock (login-failures.repository.ts).
 */
export const AUTH_RATE_LIMITS = {
  signIn: { max: 20, timeWindow: '1 minute' },
  adminSignIn: { max: 10, timeWindow: '1 minute' },
  signUp: { max: 10, timeWindow: '10 minutes' },
  verify: { max: 20, timeWindow: '1 minute' },
  resendVerification: { max: 5, timeWindow: '10 minutes' },
  resetRequest: { max: 5, timeWindow: '10 minutes' },
  resetVerify: { max: 20, timeWindow: '1 minute' },
  resetPassword: { max: 10, timeWindow: '10 minutes' },
} as const;
