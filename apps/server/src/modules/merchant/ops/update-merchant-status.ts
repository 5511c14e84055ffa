import { sql } from 'kysely';
import type { TMerchantStatusUpdate } from '@kirin/contracts';
import type { TAppContext } from '../../../platform/context.js';
import { invalidateMerchantCache } from '../resolve-merchant.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from './find-merchant-for-operator.js';

type TMerchantStatus = { maintenance: boolean; blockedCountries: string[]; loginRequired: boolean };

/** Switches maintenance, the blocked countries and the access guard; fields left out keep their value. */
export async function updateMerchantStatus(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  change: TMerchantStatusUpdate,
): Promise<TMerchantStatus> {
  const status = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    const before: TMerchantStatus = {
      maintenance: merchant.maintenance,
      blockedCountries: merchant.blocked_countries,
      loginRequired: merchant.login_required,
    };
    const after: TMerchantStatus = {
      maintenance: change.maintenance ?? before.maintenance,
      blockedCountries: change.blockedCountries ?? before.blockedCountries,
      loginRequired: change.loginRequired ?? before.loginRequired,
    };
    await trx
      .updateTable('merchant')
      .set({
        maintenance: after.maintenance,
        blocked_countries: after.blockedCountries,
        login_required: after.loginRequired,
        updated_at: sql`now()`,
      })
      .where('id', '=', merchant.id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'merchant.status',
      merchantId: merchant.id,
      target: `merchant:${code}`,
      before,
      after,
    });
    return after;
  });
  await invalidateMerchantCache(ctx);
  return status;
}
