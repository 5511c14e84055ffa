import type { ZLotteryMyBetsAnswer, ZLotteryMyBetsQuery } from '@kirin/contracts';
import type { z } from 'zod';
import type { TDb } from '../../../db/database.js';
import { lotteryBetView, selectLotteryBets } from './lottery-bets.queries.js';

type TMyBetsQuery = z.infer<typeof ZLotteryMyBetsQuery>;

/** The member's lottery bets, open ones (status OPEN) or settled ones (any other), newest first. */
export async function listMyLotteryBets(
  db: TDb,
  owner: { merchantId: bigint; memberId: bigint },
  query: TMyBetsQuery,
  now = new Date(),
): Promise<z.infer<typeof ZLotteryMyBetsAnswer>> {
  const filtered = <T extends ReturnType<typeof selectLotteryBets>>(base: T): T => {
    let q = base.where('b.member_id', '=', owner.memberId).where('b.merchant_id', '=', owner.merchantId) as T;
    if (query.state === 'open') q = q.where('b.status', '=', 'OPEN') as T;
    if (query.state === 'settled') q = q.where('b.status', '<>', 'OPEN') as T;
    if (query.gameCode) q = q.where('g.code', '=', query.gameCode) as T;
    return q;
  };
  const [rows, counted] = await Promise.all([
    filtered(selectLotteryBets(db))
      .orderBy('b.placed_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(selectLotteryBets(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: Number(counted.total),
    items: rows.map((row) => lotteryBetView(row, now)),
  };
}
