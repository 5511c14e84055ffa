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

/**
 * The merchant a request belongs to: the `Merchant` header (merchant code) first, then the host
 * (`hostOverride` or the request's own), then DEFAULT_MERCHANT. Unknown → INVALID_DOMAIN.
 */
export async function resolveMerchant(
  ctx: TAppContext,
  request: FastifyRequest,
  hostOverride?: string,
): Promise<TMerchant> {
  const header = request.headers['merchant'];
  const code = Array.isArray(header) ? header[0] : header;
  if (code) {
    const byCode = await ctx.cache.getOrLoad(`merchant:code:${code.toLowerCase()}`, () =>
      findActiveMerchantByCode(ctx.db, code),
    );
    if (byCode) return byCode;
    throw new AppError('INVALID_DOMAIN');
  }
  const host = hostOf(hostOverride ?? request.hostname);
  if (host) {
    const byHost = await ctx.cache.getOrLoad(`merchant:host:${host}`, () =>
      findActiveMerchantByDomain(ctx.db, host),
    );
    if (byHost) return byHost;
  }
  const fallback = ctx.config.DEFAULT_MERCHANT;
  if (fallback) {
    const byDefault = await ctx.cache.getOrLoad(`merchant:code:${fallback.toLowerCase()}`, () =>
      findActiveMerchantByCode(ctx.db, fallback),
    );
    if (byDefault) return byDefault;
  }
  throw new AppError('INVALID_DOMAIN');
}

/** Drops every cached merchant answer, in this process and (with Redis) in the others. */
export function invalidateMerchantCache(ctx: TAppContext): Promise<void> {
  return ctx.cache.invalidate('merchant:');
}
