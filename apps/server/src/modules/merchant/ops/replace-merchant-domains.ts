import type { TMerchantDomain } from '@kirin/contracts';
import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { invalidateMerchantCache } from '../resolve-merchant.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from './find-merchant-for-operator.js';

/**
 * Replaces the hosts of a merchant with `domains`, in that order. A host that belongs to another merchant
 * is a CONFLICT: moving a host between brands is two explicit changes, never a side effect.
 */
export async function replaceMerchantDomains(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  domains: TMerchantDomain[],
): Promise<TMerchantDomain[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    const before = await trx
      .selectFrom('merchant_domain')
      .select(['domain', 'merchant_id', 'is_route'])
      .where('merchant_id', '=', merchant.id)
      .orderBy('sort_order')
      .orderBy('domain')
      .execute();
    if (domains.length > 0) {
      const taken = await trx
        .selectFrom('merchant_domain')
        .select('domain')
        .where(
          'domain',
          'in',
          domains.map((d) => d.domain),
        )
        .where('merchant_id', '!=', merchant.id)
        .execute();
      if (taken.length > 0) {
        throw new AppError(
          'CONFLICT',
          { 'body.domains': `domain_taken:${taken.map((t) => t.domain).join(',')}` },
          'domain_taken',
        );
      }
    }
    await trx.deleteFrom('merchant_domain').where('merchant_id', '=', merchant.id).execute();
    if (domains.length > 0) {
      await trx
        .insertInto('merchant_domain')
        .values(
          domains.map((d, index) => ({
            domain: d.domain,
            merchant_id: merchant.id,
            is_route: d.isRoute,
            sort_order: index,
          })),
        )
        .execute();
    }
    await writeAudit(trx, actor, {
      action: 'merchant.domains',
      merchantId: merchant.id,
      target: `merchant:${code}`,
      before: before.map((d) => ({ domain: d.domain, isRoute: d.is_route })),
      after: domains,
    });
  });
  await invalidateMerchantCache(ctx);
  return domains;
}
