import type { TRewardPage, TRewardQuery } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { toRewardView } from './reward-view.js';

/** One page of the member's rewards of one status, newest first. */
export async function listRewards(
  db: TDb,
  scope: { merchantId: bigint; memberId: bigint; language?: string },
  query: TRewardQuery,
  now = new Date(),
): Promise<TRewardPage> {
  // A claimable reward past its time is shown as expired even before the job marks it.
  let base = db
    .selectFrom('reward')
    .where('merchant_id', '=', scope.merchantId)
    .where('member_id', '=', scope.memberId);
  if (query.status === 'CLAIMABLE')
    base = base
      .where('status', '=', 'CLAIMABLE')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  else if (query.status === 'EXPIRED')
    base = base.where((eb) =>
      eb.or([
        eb('status', '=', 'EXPIRED'),
        eb.and([eb('status', '=', 'CLAIMABLE'), eb('expires_at', '<=', now)]),
      ]),
    );
  else base = base.where('status', '=', 'CLAIMED');
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => {
      const view = toRewardView(row, scope.language);
      return query.status === 'EXPIRED' ? { ...view, status: 'EXPIRED' as const } : view;
    }),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}
