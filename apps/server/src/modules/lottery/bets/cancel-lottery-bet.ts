import { findLotteryBetType, type TLotteryBetView } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { postAgainstHouse } from '../../ledger/index.js';
import { lockLotteryIssueForBets } from './lock-lottery-issue.js';
import { lotteryBetView, selectLotteryBets } from './lottery-bets.queries.js';
import { lotteryLiabilityShares, lowerLotteryLiability, sumLiabilityShares } from './lottery-liability.js';

export type TCancelLotteryBet = {
  merchantId: bigint;
  memberId: bigint;
  betId: bigint;
  houseShardIds: bigint[];
};

/**
 * A member cancels an open bet of their own: only where the game allows it, while the issue is OPEN and before
 * close_at by the database clock (the issue row held FOR SHARE, as placement holds it). One transaction takes the
 * bet row FOR UPDATE, lowers its liability rows, refunds the whole stake under `lottery:cancel:{betId}` and marks
 * the bet and its bet_round CANCELLED, so two cancels at once refund once. Another member's bet is NOT_FOUND.
 */
export async function cancelLotteryBet(
  db: TDb,
  input: TCancelLotteryBet,
): Promise<{ bet: TLotteryBetView; balanceMinor: number }> {
  const found = await db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_game as g', 'g.id', 'b.game_id')
    .select(['b.issue_id', 'g.allow_bet_cancel'])
    .where('b.id', '=', input.betId)
    .where('b.member_id', '=', input.memberId)
    .where('b.merchant_id', '=', input.merchantId)
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND');
  if (!found.allow_bet_cancel) throw new AppError('LOTTERY_BET_NOT_CANCELLABLE', { reason: 'not_allowed' });

  const balanceMinor = await db.transaction().execute(async (trx) => {
    const now = await lockLotteryIssueForBets(trx, found.issue_id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'LOTTERY_ISSUE_CLOSED')
        throw new AppError('LOTTERY_BET_NOT_CANCELLABLE', { reason: 'issue_closed' });
      throw error;
    });
    const bet = await trx
      .selectFrom('lottery_bet')
      .selectAll()
      .where('id', '=', input.betId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (bet.status !== 'OPEN')
      throw new AppError('LOTTERY_BET_NOT_CANCELLABLE', { reason: 'not_open', status: bet.status });
    const definition = findLotteryBetType(bet.bet_code);
    if (!definition) throw new Error(`lottery bet ${bet.id}: unknown bet type ${bet.bet_code}`);

    await lowerLotteryLiability(
      trx,
      bet.issue_id,
      sumLiabilityShares(
        lotteryLiabilityShares({
          definition,
          picks: bet.picks,
          stationIds: bet.station_ids,
          unitStakeMinor: bet.unit_stake_minor,
          odds: bet.odds,
          halfPayPicks: bet.half_pay_picks,
          maxPayoutMinor: bet.max_payout_minor,
        }),
      ),
    );
    const posted = await postAgainstHouse(trx, {
      merchantId: bet.merchant_id,
      memberId: bet.member_id,
      currency: bet.currency,
      houseShardIds: input.houseShardIds,
      memberAmountMinor: bet.stake_minor,
      idempotencyKey: `lottery:cancel:${bet.id}`,
      kind: 'LOTTERY_CANCEL',
      reference: `lottery-bet:${bet.id}`,
      memo: null,
      request: { betId: bet.id.toString(), stakeMinor: bet.stake_minor.toString() },
    });
    if (!posted) throw new AppError('LOTTERY_BET_NOT_CANCELLABLE', { reason: 'wallet' });
    await trx
      .updateTable('lottery_bet')
      .set({ status: 'CANCELLED', settled_at: now })
      .where('id', '=', bet.id)
      .execute();
    // As a vendor's rolled-back round: no stake and no turnover left in the betting record.
    await trx
      .updateTable('bet_round')
      .set({ status: 'CANCELLED', stake_minor: 0n, valid_bet_minor: 0n, settled_at: now })
      .where('id', '=', bet.id)
      .execute();
    const mine = posted.entries.find((entry) => entry.amountMinor > 0n);
    return mine?.availableAfterMinor ?? mine?.balanceAfterMinor ?? 0n;
  });

  const row = await selectLotteryBets(db).where('b.id', '=', input.betId).executeTakeFirstOrThrow();
  return { bet: lotteryBetView(row, new Date()), balanceMinor: Number(balanceMinor) };
}
