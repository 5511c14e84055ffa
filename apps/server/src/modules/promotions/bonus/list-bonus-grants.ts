import type { TBonusGrantPage, TBonusGrantQuery } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { toGrantViews } from './bonus.queries.js';
import { openWager } from './open-wager.js';

/** One page of a member's grants, newest first, each with its progress and history, and the open wager. */
export async function listBonusGrants(
  db: TDb,
  scope: { merchantId: bigint; memberId: bigint },
  query: TBonusGrantQuery,
): Promise<TBonusGrantPage> {
  let base = db
    .selectFrom('bonus_grant')
    .where('merchant_id', '=', scope.merchantId)
    .where('member_id', '=', scope.memberId);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, count, open] = await Promise.all([
    base
      .selectAll()
      .orderBy('granted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    openWager(db, scope.memberId),
  ]);
  return {
    list: await toGrantViews(db, rows),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
    openWager: open === null ? null : Number(open),
  };
}
