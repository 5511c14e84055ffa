import type { TAppContext } from '../../platform/context.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import type { TOpsGameGroup } from '@kirin/contracts';
import { listOpsGroups } from './list-ops-catalogue.js';
import { invalidateCatalogue } from './read-catalogue.js';

/**
 * Replaces a merchant's game groups with `groups` (by code: created, changed, or removed when left out).
 * Games keep their group code; a game whose group is gone is simply listed outside any group.
 */
export async function saveGameGroups(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  groups: TOpsGameGroup[],
): Promise<TOpsGameGroup[]> {
  const merchantId = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    const before = await listOpsGroups(trx, operator, code);
    let removal = trx.deleteFrom('game_group').where('merchant_id', '=', merchant.id);
    if (groups.length > 0)
      removal = removal.where(
        'code',
        'not in',
        groups.map((g) => g.code),
      );
    await removal.execute();
    for (const group of groups) {
      const values = {
        game_category: group.gameCategory,
        label_names: JSON.stringify(group.labelNames),
        sort_order: group.sortOrder,
      };
      await trx
        .insertInto('game_group')
        .values({ merchant_id: merchant.id, code: group.code, ...values })
        .onConflict((oc) => oc.columns(['merchant_id', 'code']).doUpdateSet(values))
        .execute();
    }
    await writeAudit(trx, actor, {
      action: 'game-group.save',
      merchantId: merchant.id,
      target: `game-groups:${code}`,
      before,
      after: groups,
    });
    return merchant.id;
  });
  await invalidateCatalogue(ctx, merchantId);
  return listOpsGroups(ctx.db, operator, code);
}
