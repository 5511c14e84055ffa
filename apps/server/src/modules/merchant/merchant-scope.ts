import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { lookupCountry } from '../../platform/geo.js';
import type { TMerchant } from './merchant.schemas.js';
import { resolveMerchant } from './resolve-merchant.js';

declare module 'fastify' {
  // Declaration merging needs interfaces here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    merchant: TMerchant;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Served in maintenance and to restricted regions (configuration the site needs to show status pages). */
    allowWhenClosed?: boolean;
    /** The route resolves its merchant itself. */
    skipMerchantScope?: boolean;
  }
}

/**
 * Every route registered inside `scope` knows its merchant, and is closed during maintenance and to
 * restricted regions unless it says `allowWhenClosed`.
 */
export function addMerchantScope(scope: FastifyInstance, ctx: TAppContext): void {
  scope.decorateRequest('merchant', null as unknown as TMerchant);
  scope.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.skipMerchantScope) return;
    request.merchant = await resolveMerchant(ctx, request);
    if (config.allowWhenClosed) return;
    if (request.merchant.maintenance) throw new AppError('SYSTEM_MAINTENANCE');
    const country = lookupCountry(request.ip);
    if (country && request.merchant.blockedCountries.includes(country))
      throw new AppError('REGION_RESTRICTED');
  });
}
