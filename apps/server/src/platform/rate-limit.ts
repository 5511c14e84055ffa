import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimited } from './errors.js';

/**
 * Short throttles (captcha refresh, SMS requests: one per second). With Redis every process shares the
 * counters; without it each process counts alone, which for one-second throttles only lets a client that
 * hits several processes go a little faster. Long-lived limits that protect accounts live in PostgreSQL.
 */
export class Throttle {
  private readonly limiter: RateLimiterAbstract;

  constructor(name: string, points: number, durationSeconds: number, redis?: Redis) {
    const options = { keyPrefix: `kirin:throttle:${name}`, points, duration: durationSeconds };
    // A Redis that stops answering falls back to counting in this process, rather than failing the request.
    this.limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          useRedisPackage: false,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** Counts one hit for `key`; over the limit → RATE_LIMITED with Retry-After. */
  async hit(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
      throw error;
    }
  }
}

const throttles = new WeakMap<object, Map<string, Throttle>>();

/** The app's throttle called `name` (one per app context, so tests with their own app do not share counts). */
export function getThrottle(
  ctx: { redis?: Redis },
  name: string,
  points: number,
  durationSeconds: number,
): Throttle {
  let byName = throttles.get(ctx);
  if (!byName) throttles.set(ctx, (byName = new Map()));
  let throttle = byName.get(name);
  if (!throttle) byName.set(name, (throttle = new Throttle(name, points, durationSeconds, ctx.redis)));
  return throttle;
}
