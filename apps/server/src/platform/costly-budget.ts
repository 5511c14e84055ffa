import type { onRequestHookHandler, onRouteHookHandler, RouteOptions } from 'fastify';
import type { TAppContext } from './context.js';
import { getThrottle } from './rate-limit.js';

declare module 'fastify' {
  // Declaration merging needs interfaces here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The route hashes a password (argon2id, 19 MiB) or opens a sealed body (RSA): it spends the costly budget. */
    isCostly?: boolean;
  }
}

/** The budget's window; its size is RATE_LIMIT_COSTLY_PER_MINUTE requests per client address. */
const COSTLY_WINDOW_SECONDS = 60;

/** preValidation hooks whose route is costly by nature (sealedBody marks itself), so no route can forget. */
const costlyHooks = new WeakSet<object>();

/** Marks a route hook as doing costly work: every route that uses it spends the costly budget. */
export function markCostly<T extends object>(hook: T): T {
  costlyHooks.add(hook);
  return hook;
}

function isCostlyRoute(route: RouteOptions): boolean {
  if (route.config?.isCostly) return true;
  const hooks = route.preValidation;
  return Array.isArray(hooks) ? hooks.some((h) => costlyHooks.has(h)) : !!hooks && costlyHooks.has(hooks);
}

/**
 * An onRoute hook for the app's root: costly routes get an onRequest hook that counts the request against its
 * address's budget before the body is even read; over it → 429 RATE_LIMITED with Retry-After. The count lives
 * in Redis when configured (every process shares it), else in this process.
 */
export function chargeCostlyRoutes(ctx: TAppContext): onRouteHookHandler {
  const charge: onRequestHookHandler = (request, _reply, done) => {
    const budget = getThrottle(
      ctx,
      'costly-ip',
      ctx.config.RATE_LIMIT_COSTLY_PER_MINUTE,
      COSTLY_WINDOW_SECONDS,
    );
    budget.hit(request.ip).then(() => done(), done);
  };
  return (route) => {
    if (!isCostlyRoute(route)) return;
    const own = route.onRequest;
    route.onRequest = [charge, ...(Array.isArray(own) ? own : own ? [own] : [])];
  };
}
