import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../platform/context.js';
import { sitePolicyWith } from '../../platform/security-headers.js';
import { listRouteDomains } from '../merchant/merchant.queries.js';
import { resolveMerchant } from '../merchant/resolve-merchant.js';

/**
 * The site page's CSP for the merchant of the request: Google's tag only when the merchant has a tag id, and
 * its other addresses when it lists several (the site times them). Null: the default policy.
 */
export function sitePagePolicy(ctx: TAppContext) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const merchant = await resolveMerchant(ctx, request);
    const domains = await ctx.cache.getOrLoad(`merchant:routes:${merchant.id}`, () =>
      listRouteDomains(ctx.db, merchant.id),
    );
    return sitePolicyWith({
      hasGoogleTag: Boolean(merchant.settings.analytics.gtagId?.trim()),
      probeHosts: domains.length > 1 ? domains : [],
    });
  };
}
