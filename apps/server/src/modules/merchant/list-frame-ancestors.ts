import type { TAppContext } from '../../platform/context.js';

/**
 * CSP host sources of a merchant's site (`host:*` for each of its domains): who may frame pages made for
 * that merchant's players (the in-house game pages). Cached with the merchant answers and dropped with them.
 * IPv6 literals cannot be written as CSP hosts and are left out.
 */
export async function listFrameAncestors(ctx: TAppContext, merchantCode: string): Promise<string[]> {
  return ctx.cache.getOrLoad(`merchant:frame-ancestors:${merchantCode.toLowerCase()}`, async () => {
    const rows = await ctx.db
      .selectFrom('merchant_domain')
      .innerJoin('merchant', 'merchant.id', 'merchant_domain.merchant_id')
      .select('merchant_domain.domain')
      .where('merchant.code', '=', merchantCode.toLowerCase())
      .orderBy('merchant_domain.domain')
      .execute();
    return rows
      .map((r) => r.domain.toLowerCase())
      .filter((domain) => /^[a-z0-9.-]+$/.test(domain))
      .map((domain) => `${domain}:*`);
  });
}
