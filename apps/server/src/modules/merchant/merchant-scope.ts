import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { lookupCountry } from '../../platform/geo.js';
import type { TMerchant } from './merchant.schemas.js';
import { peekMerchant, resolveMerchant } from './resolve-merchant.js';

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

/** Why a request of this merchant may not go on (maintenance, a restricted region), or undefined. */
function refusalFor(request: FastifyRequest, merchant: TMerchant): AppError | undefined {
  request.merchant = merchant;
  if (request.routeOptions.config.allowWhenClosed) return undefined;
  if (merchant.maintenance) return new AppError('SYSTEM_MAINTENANCE');
  // Most merchants block no country: then the address is not even looked up.
  if (merchant.blockedCountries.length === 0) return undefined;
  const country = lookupCountry(request.ip);
  return country && merchant.blockedCountries.includes(country)
    ? new AppError('REGION_RESTRICTED')
    : undefined;
}

/**
 * Every route registered inside `scope` knows its merchant, and is closed during maintenance and to
 * restricted regions unless it says `allowWhenClosed`. A callback hook: with the merchant cached (nearly every
 * request) it settles without a promise; a miss takes the async look-up.
 */
export function addMerchantScope(scope: FastifyInstance, ctx: TAppContext): void {
  scope.decorateRequest('merchant', null as unknown as TMerchant);
  scope.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.skipMerchantScope) return done();
    const cached = peekMerchant(ctx, request);
    if (cached) return done(refusalFor(request, cached));
    resolveMerchant(ctx, request).then(
      (merchant) => done(refusalFor(request, merchant)),
      (error: Error) => done(error),
    );
  });
}
