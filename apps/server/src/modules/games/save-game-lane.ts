import type { TGameCategory, TLaneSave, TOpsLane } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { OPS_LANE_COLUMNS, toOpsLane } from './ops-game-view.js';
import { invalidateCatalogue } from './read-catalogue.js';

/** Creates or changes a vendor's lane in a category: its card, hot, maintenance and enabled flags. */
export async function saveGameLane(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  lane: { vassalage: string; gameCategory: TGameCategory },
  input: TLaneSave,
): Promise<TOpsLane> {
  const { saved, merchantId } = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const before = await trx
      .selectFrom('game_vendor')
      .select(OPS_LANE_COLUMNS)
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', lane.vassalage)
      .where('game_category', '=', lane.gameCategory)
      .forUpdate()
      .executeTakeFirst();
    const values = {
      display_name: input.displayName,
      is_hot: input.isHot,
      is_maintenance: input.isMaintenance,
      is_enabled: input.isEnabled,
      image_path: input.imagePath,
      sort_order: input.sortOrder,
    };
    const row = await trx
      .insertInto('game_vendor')
      .values({
        merchant_id: merchant.id,
        vassalage: lane.vassalage,
        game_category: lane.gameCategory,
        ...values,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'vassalage', 'game_category']).doUpdateSet(values))
      .returning(OPS_LANE_COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toOpsLane(row);
    await writeAudit(trx, actor, {
      action: 'game-vendor.save',
      merchantId: merchant.id,
      target: `game-vendor:${code}:${lane.vassalage}:${lane.gameCategory}`,
      before: before ? toOpsLane(before) : null,
      after,
    });
    return { saved: after, merchantId: merchant.id };
  });
  await invalidateCatalogue(ctx, merchantId);
  return saved;
}

/** Puts a vendor integration in or out of maintenance: launches are refused, wallet calls go on. */
export async function setVendorMaintenance(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  vassalage: string,
  isMaintenance: boolean,
): Promise<{ vassalage: string; isMaintenance: boolean }> {
  const merchantId = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const before = await trx
      .selectFrom('vendor_integration')
      .select('is_maintenance')
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', vassalage)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    await trx
      .updateTable('vendor_integration')
      .set({ is_maintenance: isMaintenance })
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', vassalage)
      .execute();
    await writeAudit(trx, actor, {
      action: 'vendor.maintenance',
      merchantId: merchant.id,
      target: `vendor:${code}:${vassalage}`,
      before: { isMaintenance: before.is_maintenance },
      after: { isMaintenance },
    });
    return merchant.id;
  });
  await invalidateCatalogue(ctx, merchantId);
  return { vassalage, isMaintenance };
}
