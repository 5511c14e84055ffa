import { sql } from 'kysely';
import type { TAppContext } from '../../../platform/context.js';
import { invalidateMerchantCache } from '../resolve-merchant.js';
import type { TMerchantBrand, TMerchantSettings } from '../merchant.schemas.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from './find-merchant-for-operator.js';

type TConfigChange =
  { part: 'brand'; value: TMerchantBrand } | { part: 'settings'; value: TMerchantSettings };

/** Replaces a merchant's whole brand or settings document (already validated by its schema). */
export async function replaceMerchantConfig(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  change: TConfigChange,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    const json = JSON.stringify(change.value);
    const update =
      change.part === 'brand'
        ? { brand: json, updated_at: sql<Date>`now()` }
        : { settings: json, updated_at: sql<Date>`now()` };
    await trx.updateTable('merchant').set(update).where('id', '=', merchant.id).execute();
    await writeAudit(trx, actor, {
      action: change.part === 'brand' ? 'merchant.brand' : 'merchant.settings',
      merchantId: merchant.id,
      target: `merchant:${code}`,
      before: merchant[change.part],
      after: change.value,
    });
  });
  await invalidateMerchantCache(ctx);
}
