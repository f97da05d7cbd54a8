import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pings Redis when REDIS_URL is set; null without it. */
    redisPing: (() => Promise<unknown>) | null;
  }
}

/** A Redis call slower than this (down, restarting, hung) is given up: the request goes on uncounted. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`), counted per
 * client IP in memory, or in Redis when REDIS_URL is set so several instances share the count.
 * The counters are a safeguard, not a dependency of every sale: while Redis does not answer, the
 * limited routes (purchases, sign-in, playback) serve uncounted instead of failing with 500
 * (found by bench/faults.ts), and readiness says Redis failed.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const redis = options.config.REDIS_URL
    ? new Redis(options.config.REDIS_URL, {
        lazyConnect: false,
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      })
    : undefined;
  // ioredis reports each failed reconnection here; without a listener it would print each one.
  redis?.on('error', (err) =>
    app.log.warn({ error: err.message }, 'Redis unavailable: rate limits not counted'),
  );
  if (redis) app.addHook('onClose', async () => void redis.quit());
  // Readiness (modules/health) asks the one Redis connection this plugin owns.
  app.decorate('redisPing', redis ? () => redis.ping() : null);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    enableDraftSpec: false,
    keyGenerator: (request) => request.ip,
    skipOnError: true,
    // The error handler turns this into the spec's body with a translated message.
    errorResponseBuilder: (_request, context) => {
      const error = new Error('rate limited') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
});

/** Per-route settings; disabled entirely with RATE_LIMIT_DISABLED (load benchmarks only). */
export const limit = (
  config: Config,
  max: number,
  timeWindow: string,
): { rateLimit: false | { max: number; timeWindow: string } } =>
  config.RATE_LIMIT_DISABLED ? { rateLimit: false as const } : { rateLimit: { max, timeWindow } };

/**
 * One call per key within `windowMs`, whoever asks (not per IP), counted in the same store as
 * the route limits (Redis when REDIS_URL is set, so every instance sees it). The returned check
 * counts the call and answers 0 when it may go on, else the whole seconds left to wait.
 */
export const keyedThrottle = (app: FastifyInstance, windowMs: number) => {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: 1,
    timeWindow: windowMs,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
  });
  return async (request: FastifyRequest, key: string): Promise<number> => {
    keys.set(request, key);
    const result = await limiter(request);
    // isAllowed means "on the allow list"; over the limit is isExceeded.
    return result.isAllowed || !result.isExceeded ? 0 : Math.max(1, result.ttlInSeconds);
  };
};
