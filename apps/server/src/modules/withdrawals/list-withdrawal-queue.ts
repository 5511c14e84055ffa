import type { TOpsWithdrawalQuery } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { selectOpsWithdrawals, toOpsWithdrawal } from './ops-withdrawal-view.js';
import { walletSettingsOf } from './withdrawal-view.js';

/** GET /ops/merchants/:code/withdrawals: a work queue, so the oldest first; optionally one status and one member. */
export async function listWithdrawalQueue(
  db: TDb,
  operator: TOperatorPrincipal,
  merchantCode: string,
  query: TOpsWithdrawalQuery,
) {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  const settings = walletSettingsOf(merchant.settings);
  let rows = selectOpsWithdrawals(db).where('w.merchant_id', '=', merchant.id);
  let count = db
    .selectFrom('withdrawal')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('merchant_id', '=', merchant.id);
  if (query.status) {
    rows = rows.where('w.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  if (query.memberId) {
    rows = rows.where('w.member_id', '=', BigInt(query.memberId));
    count = count.where('member_id', '=', BigInt(query.memberId));
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('w.created_at')
      .orderBy('w.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    list: list.map((row) => toOpsWithdrawal(row, settings)),
    total: Number(total.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
