import type { TWalletSettings } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { selectWithdrawals, toWithdrawalView } from './withdrawal-view.js';

/** GET /wps/member/withdrawals: the member's own withdrawals, newest first. */
export async function listMemberWithdrawals(
  db: TDb,
  settings: TWalletSettings,
  memberId: bigint,
  query: { page: number; pageSize: number },
) {
  const [rows, count] = await Promise.all([
    selectWithdrawals(db)
      .where('w.member_id', '=', memberId)
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('withdrawal')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => toWithdrawalView(row, settings)),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
