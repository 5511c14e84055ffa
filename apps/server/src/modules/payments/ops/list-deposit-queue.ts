import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { selectOpsDeposits, toOpsDeposit } from './ops-deposit-view.js';
import type { TOpsDepositPage, TOpsDepositQuery } from '@kirin/contracts';

/** The merchant's deposits, optionally of one status, newest first. */
export async function listDepositQueue(
  db: TDb,
  operator: TOperatorPrincipal,
  merchantCode: string,
  query: TOpsDepositQuery,
): Promise<TOpsDepositPage> {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  let rows = selectOpsDeposits(db, merchant.id);
  let count = db
    .selectFrom('deposit')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('merchant_id', '=', merchant.id);
  if (query.status) {
    rows = rows.where('deposit.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('deposit.created_at', 'desc')
      .orderBy('deposit.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    list: list.map(toOpsDeposit),
    total: Number(total.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
