import type { TDb } from '../../db/database.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { selectAdjustments, toAdjustment } from './adjustment-view.js';
import { findWalletMerchant } from './find-wallet-merchant.js';
import type { TAdjustment, TAdjustmentQuery } from '@kirin/contracts';

/** A merchant's adjustments, newest first, optionally of one status (PENDING_APPROVAL: the approval queue). */
export async function listAdjustments(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: TAdjustmentQuery,
): Promise<{ items: TAdjustment[]; total: number; page: number; pageSize: number }> {
  const merchant = await findWalletMerchant(db, operator, code);
  let base = db.selectFrom('balance_adjustment').where('merchant_id', '=', merchant.id);
  let rows = selectAdjustments(db).where('b.merchant_id', '=', merchant.id);
  if (query.status) {
    base = base.where('status', '=', query.status);
    rows = rows.where('b.status', '=', query.status);
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const items = await rows
    .orderBy('b.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { items: items.map(toAdjustment), total: Number(total), page: query.page, pageSize: query.pageSize };
}
