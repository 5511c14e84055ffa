import type { TCustomerServiceConfig } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { invalidateMerchantCache } from '../merchant/resolve-merchant.js';
import type { TMerchantSettings } from '../merchant/merchant.schemas.js';

/** Replaces a merchant's customer service entries (the rest of its settings untouched), audited. */
export async function replaceCustomerService(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  entries: TCustomerServiceConfig[],
): Promise<TCustomerServiceConfig[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    const before = (merchant.settings as TMerchantSettings).customerService;
    await trx
      .updateTable('merchant')
      .set({
        settings: sql`jsonb_set(settings, '{customerService}', ${JSON.stringify(entries)}::jsonb)`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', merchant.id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'customer-service.save',
      merchantId: merchant.id,
      target: `merchant:${code}`,
      before,
      after: entries,
    });
  });
  await invalidateMerchantCache(ctx);
  return entries;
}
