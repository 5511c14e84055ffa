import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { TAppContext } from '../../platform/context.js';
import { findActiveMerchantByCode, findActiveMerchantByDomain } from './merchant.queries.js';
import type { TMerchant } from './merchant.schemas.js';

/** Lower-case host without port, from a bare host or a URL. */
export function hostOf(value: string): string | undefined {
  const trimmed = value.trim().toLowerCase();
  if (!trimmed) return undefined;
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
}

type TMerchantLookup = { key: string; code?: string; host?: string; fromHeader: boolean };

/** The cache keys to try, in order: the `Merchant` header alone, else the host, then DEFAULT_MERCHANT. */
function merchantLookups(
  ctx: TAppContext,
  request: FastifyRequest,
  hostOverride?: string,
): TMerchantLookup[] {
  const header = request.headers['merchant'];
  const code = Array.isArray(header) ? header[0] : header;
  if (code) return [{ key: `merchant:code:${code.toLowerCase()}`, code, fromHeader: true }];
  const lookups: TMerchantLookup[] = [];
  const host = hostOf(hostOverride ?? request.hostname);
  if (host) lookups.push({ key: `merchant:host:${host}`, host, fromHeader: false });
  const fallback = ctx.config.DEFAULT_MERCHANT;
  if (fallback)
    lookups.push({ key: `merchant:code:${fallback.toLowerCase()}`, code: fallback, fromHeader: false });
  return lookups;
}

const loadLookup = (ctx: TAppContext, lookup: TMerchantLookup) =>
  lookup.code !== undefined
    ? findActiveMerchantByCode(ctx.db, lookup.code)
    : findActiveMerchantByDomain(ctx.db, lookup.host ?? '');

/**
 * The merchant a request belongs to: the `Merchant` header (merchant code) first, then the host
 * (`hostOverride` or the request's own), then DEFAULT_MERCHANT. Unknown → INVALID_DOMAIN.
 */
export async function resolveMerchant(
  ctx: TAppContext,
  request: FastifyRequest,
  hostOverride?: string,
): Promise<TMerchant> {
  for (const lookup of merchantLookups(ctx, request, hostOverride)) {
    const merchant = await ctx.cache.getOrLoad(lookup.key, () => loadLookup(ctx, lookup));
    if (merchant) return merchant;
    if (lookup.fromHeader) break;
  }
  throw new AppError('INVALID_DOMAIN');
}

/**
 * The request's merchant when its answer is already cached, without a promise: the hot path of every
 * merchant-scoped route. Undefined means "ask resolveMerchant". Misses are never cached (the keys are the
 * caller's Host and Merchant header), so a host no merchant claims always takes the asynchronous path, even
 * when DEFAULT_MERCHANT then answers it: one indexed query per request on such a host.
 */
export function peekMerchant(ctx: TAppContext, request: FastifyRequest): TMerchant | undefined {
  const [first] = merchantLookups(ctx, request);
  return first ? ctx.cache.peek<TMerchant>(first.key)?.value : undefined;
}

/** How much longer the cached answer naming this request's merchant stays fresh, in ms (0: not cached). */
export function merchantFreshForMs(ctx: TAppContext, request: FastifyRequest): number {
  const [first] = merchantLookups(ctx, request);
  return first ? ctx.cache.remainingMs(first.key) : 0;
}

/** Drops every cached merchant answer, in this process and (with Redis) in the others. */
export function invalidateMerchantCache(ctx: TAppContext): Promise<void> {
  return ctx.cache.invalidate('merchant:');
}
