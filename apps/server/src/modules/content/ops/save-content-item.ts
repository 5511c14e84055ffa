import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { invalidateContentCache } from '../content-cache.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import type { TContentEntity, TTrx } from './content-entity.js';

/** Who changes which merchant's content. */
export type TContentChange = {
  ctx: TAppContext;
  actor: TAuditActor;
  operator: TOperatorPrincipal;
  merchantCode: string;
};

/** What a change did: the item's id, and its views before and after (null where there is none). */
type TOutcome<TAfter> = { id: string; before: unknown; after: TAfter };

/**
 * Runs one content change in a transaction with its audit row, then drops the merchant's cached content so
 * the site shows the change at once. Answers the item as it is after the change.
 */
async function changeContent<TAfter>(
  change: TContentChange,
  action: 'content.create' | 'content.update' | 'content.delete',
  kind: string,
  apply: (trx: TTrx, merchantId: bigint) => Promise<TOutcome<TAfter>>,
): Promise<TAfter> {
  const { ctx, actor, operator, merchantCode } = change;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, merchantCode);
    const outcome = await apply(trx, merchant.id);
    await writeAudit(trx, actor, {
      action,
      merchantId: merchant.id,
      target: `${kind}:${outcome.id}`,
      before: outcome.before,
      after: outcome.after,
    });
    return { merchantId: merchant.id, after: outcome.after };
  });
  await invalidateContentCache(ctx, result.merchantId);
  return result.after;
}

/** Creates an item (the entity sanitises its HTML). */
export function createContentItem<TInput, TView extends { id: string }>(
  change: TContentChange,
  entity: TContentEntity<TInput, TView>,
  input: TInput,
): Promise<TView> {
  return changeContent(change, 'content.create', entity.kind, async (trx, merchantId) => {
    const created = await entity.insert(trx, merchantId, input);
    return { id: created.id, before: null, after: created };
  });
}

/** Replaces an item; NOT_FOUND when the merchant has no item with that id. */
export function updateContentItem<TInput, TView>(
  change: TContentChange,
  entity: TContentEntity<TInput, TView>,
  id: bigint,
  input: TInput,
): Promise<TView> {
  return changeContent(change, 'content.update', entity.kind, async (trx, merchantId) => {
    const before = await entity.find(trx, merchantId, id);
    const after = before ? await entity.update(trx, merchantId, id, input) : undefined;
    if (!before || !after) throw new AppError('NOT_FOUND');
    return { id: id.toString(), before, after };
  });
}

/** Deletes an item; NOT_FOUND when the merchant has no item with that id. */
export async function deleteContentItem<TInput, TView>(
  change: TContentChange,
  entity: TContentEntity<TInput, TView>,
  id: bigint,
): Promise<void> {
  await changeContent(change, 'content.delete', entity.kind, async (trx, merchantId) => {
    const before = await entity.find(trx, merchantId, id);
    if (!before || !(await entity.remove(trx, merchantId, id))) throw new AppError('NOT_FOUND');
    return { id: id.toString(), before, after: null };
  });
}
