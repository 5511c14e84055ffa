import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { invalidateContentCache } from '../../content/content-cache.js';
import { writeAudit, type TAuditActor } from '../audit/write-audit.js';
import type { TOperatorPrincipal } from '../auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchants/find-merchant-for-operator.js';
import type { TContentEntity, TTrx } from './content-entity.js';

/** Who changes which merchant's content. */
export type TContentChange = {
  ctx: TAppContext;
  actor: TAuditActor;
  operator: TOperatorPrincipal;
  merchantCode: string;
};

type TOutcome<TView> = { before: TView | null; after: TView | null; id: string };

/**
 * Runs one content change in a transaction with its audit row, then drops the merchant's cached content so
 * the site shows the change at once.
 */
async function changeContent<TView>(
  change: TContentChange,
  action: 'content.create' | 'content.update' | 'content.delete',
  kind: string,
  apply: (trx: TTrx, merchantId: bigint) => Promise<TOutcome<TView>>,
): Promise<TView | null> {
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
    return { merchantId: merchant.id, view: outcome.after };
  });
  await invalidateContentCache(ctx, result.merchantId);
  return result.view;
}

/** Creates an item (the entity sanitises its HTML). */
export async function createContentItem<TInput, TView extends { id: string }>(
  change: TContentChange,
  entity: TContentEntity<TInput, TView>,
  input: TInput,
): Promise<TView> {
  const view = await changeContent<TView>(change, 'content.create', entity.kind, async (trx, merchantId) => {
    const created = await entity.insert(trx, merchantId, input);
    return { before: null, after: created, id: created.id };
  });
  if (!view) throw new AppError('INTERNAL');
  return view;
}

/** Replaces an item; NOT_FOUND when the merchant has no item with that id. */
export async function updateContentItem<TInput, TView extends { id: string }>(
  change: TContentChange,
  entity: TContentEntity<TInput, TView>,
  id: bigint,
  input: TInput,
): Promise<TView> {
  const view = await changeContent<TView>(change, 'content.update', entity.kind, async (trx, merchantId) => {
    const before = await entity.find(trx, merchantId, id);
    const after = before ? await entity.update(trx, merchantId, id, input) : undefined;
    if (!before || !after) throw new AppError('NOT_FOUND');
    return { before, after, id: id.toString() };
  });
  if (!view) throw new AppError('INTERNAL');
  return view;
}

/** Deletes an item; NOT_FOUND when the merchant has no item with that id. */
export async function deleteContentItem<TInput, TView extends { id: string }>(
  change: TContentChange,
  entity: TContentEntity<TInput, TView>,
  id: bigint,
): Promise<void> {
  await changeContent<TView>(change, 'content.delete', entity.kind, async (trx, merchantId) => {
    const before = await entity.find(trx, merchantId, id);
    if (!before || !(await entity.remove(trx, merchantId, id))) throw new AppError('NOT_FOUND');
    return { before, after: null, id: id.toString() };
  });
}
