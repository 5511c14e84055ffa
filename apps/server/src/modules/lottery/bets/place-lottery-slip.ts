import type { TLotteryPlaceSlip, ZLotteryPlaceAnswer } from '@kirin/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { postAgainstHouse, readMemberBalances } from '../../ledger/index.js';
import { checkBetWhileWagering } from '../../promotions/bonus/index.js';
import { checkProtectionLimits } from '../../protection/limits/index.js';
import { findEnabledLotteryGame } from '../lottery.queries.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { loadSlipPricing } from './load-slip-pricing.js';
import { lotteryBetView, readLotterySlip, type TLotteryBetRow } from './lottery-bets.queries.js';
import { addLotteryLiability, liabilityKeyOf, sumLiabilityShares } from './lottery-liability.js';
import { lockLotteryIssueForBets } from './lock-lottery-issue.js';
import { isSameSlip } from './same-slip.js';
import { priceLotteryBet, type TPricedBet } from './price-lottery-bet.js';

export type TLotteryPlaceAnswer = z.infer<typeof ZLotteryPlaceAnswer>;
export type TPlaceLotterySlip = {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  /** houseShardIds() of the merchant and currency. */
  houseShardIds: bigint[];
  slip: TLotteryPlaceSlip;
};

/** Another request with this slip id committed while this one ran: answer its result. */
class SlipTakenMeanwhile extends Error {}

/**
 * Places a slip: every bet or none (docs/lottery.md, "Bets"). Checked and priced first, then in one transaction
 * that holds the issue row FOR SHARE: the issue is OPEN and the database clock within [open_at, close_at), the
 * liability rows take the slip, and each bet gets its bet_round, its ledger posting and its lottery_bet row. The
 * same slip id again answers the first result (isReplay) and moves no money.
 */
export async function placeLotterySlip(db: TDb, input: TPlaceLotterySlip): Promise<TLotteryPlaceAnswer> {
  const existing = await readLotterySlip(db, input.memberId, input.slip.slipId);
  if (existing.length > 0) return replayOf(db, input, existing);

  const game = await findEnabledLotteryGame(db, input.merchantId, input.slip.gameCode);
  if (!game) throw new AppError('NOT_FOUND', { gameCode: input.slip.gameCode });
  if (game.is_suspended) throw new AppError('LOTTERY_GAME_SUSPENDED');
  const issue = await db
    .selectFrom('lottery_issue')
    .select(['id', 'code', 'station_ids'])
    .where('game_id', '=', game.id)
    .where('code', '=', input.slip.numero)
    .executeTakeFirst();
  if (!issue) throw new AppError('NOT_FOUND', { numero: input.slip.numero });

  const pricing = await loadSlipPricing(
    db,
    game,
    issue.station_ids,
    input.slip.bets.map((bet) => bet.betCode),
  );
  const priced = input.slip.bets.map((bet, index) => priceLotteryBet(pricing, bet, index));
  // The maximum bet while a bonus wager is open applies to each bet of the slip (docs/promotions.md).
  const largest = priced.reduce((max, bet) => (bet.stakeMinor > max ? bet.stakeMinor : max), 0n);
  await checkBetWhileWagering(db, input.memberId, largest);

  let balanceMinor: bigint;
  try {
    balanceMinor = await db
      .transaction()
      .execute((trx) => writeSlip(trx, input, game, { id: issue.id, code: issue.code }, priced));
  } catch (error) {
    if (!(error instanceof SlipTakenMeanwhile)) throw error;
    return replayOf(db, input, await readLotterySlip(db, input.memberId, input.slip.slipId));
  }
  const rows = await readLotterySlip(db, input.memberId, input.slip.slipId);
  return answerOf(input.slip.slipId, rows, balanceMinor, false);
}

/** Refusals a copy of a slip meets when its first copy committed while it waited (both thrown before any SQL error). */
const REFUSALS_OF_A_LATE_COPY = new Set([
  'LOTTERY_ISSUE_CLOSED',
  'LOTTERY_NUMBER_LIABILITY_EXCEEDED',
  'PROTECTION_LIMIT_REACHED',
]);

/**
 * Copies of one slip in flight at once (a retry whose first attempt is still running) take turns on an advisory
 * lock of (member, slip id). A later copy refused by what the first copy did or outlived (the issue closed
 * meanwhile, or the first's own liability filled a cap) answers the first's result instead: the member is
 * never told "refused" for a slip whose stake was taken. Other copies meet the first's bet_round keys.
 */
async function writeSlip(
  trx: TDb,
  input: TPlaceLotterySlip,
  game: TLotteryGameRow,
  issue: { id: bigint; code: string },
  priced: TPricedBet[],
): Promise<bigint> {
  const slipKey = `lottery-slip:${input.memberId}:${input.slip.slipId}`;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${slipKey}, 0))`.execute(trx);
  try {
    // The member's wager and loss limits (issue 21) on the slip's total stake, before any lock of the issue
    // or the wallet: with a limit, the member's stakes take turns until this transaction ends.
    const totalStake = priced.reduce((sum, bet) => sum + bet.stakeMinor, 0n);
    await checkProtectionLimits(trx, input.memberId, 'stake', totalStake);
    return await writeSlipBets(trx, input, game, issue, priced);
  } catch (error) {
    if (
      error instanceof AppError &&
      REFUSALS_OF_A_LATE_COPY.has(error.code) &&
      (await readLotterySlip(trx, input.memberId, input.slip.slipId)).length > 0
    )
      throw new SlipTakenMeanwhile();
    throw error;
  }
}

async function writeSlipBets(
  trx: TDb,
  input: TPlaceLotterySlip,
  game: TLotteryGameRow,
  issue: { id: bigint; code: string },
  priced: TPricedBet[],
): Promise<bigint> {
  const now = await lockLotteryIssueForBets(trx, issue.id);

  const shares = priced.flatMap((bet) => bet.liability);
  const rows = sumLiabilityShares(shares);
  const totals = await addLotteryLiability(trx, issue.id, rows);
  for (const share of shares) {
    const total = totals.get(liabilityKeyOf(share));
    if (share.capMinor !== null && total !== undefined && total > share.capMinor)
      throw new AppError('LOTTERY_NUMBER_LIABILITY_EXCEEDED', {
        betCode: share.betCode,
        pick: share.pick,
        station: share.stationId,
      });
  }

  const category = game.area === 'ELOTT' ? 'ELOTT' : 'LOTT';
  // The slip's rounds are unique across the months of the partitioned bet_round by the slip's lock (0053): a
  // copy of this slip that committed first is found here, after the lock, and this one answers its result.
  const roundIds = priced.map((bet) => `${input.slip.slipId}:${bet.index}`);
  await sql`SELECT partition_key_lock(${`lottery-slip:${input.memberId}:${input.slip.slipId}`})`.execute(trx);
  const taken = await trx
    .selectFrom('bet_round')
    .select('id')
    .where('merchant_id', '=', input.merchantId)
    .where('vassalage', '=', 'LOTTERY')
    .where('member_id', '=', input.memberId)
    .where('round_id', 'in', roundIds)
    .executeTakeFirst();
  if (taken) throw new SlipTakenMeanwhile();
  const rounds = await trx
    .insertInto('bet_round')
    .values(
      priced.map((bet) => ({
        merchant_id: input.merchantId,
        member_id: input.memberId,
        vassalage: 'LOTTERY',
        round_id: `${input.slip.slipId}:${bet.index}`,
        game_code: game.code,
        game_category: category,
        currency: input.currency,
        stake_minor: bet.stakeMinor,
        valid_bet_minor: bet.stakeMinor,
        bet_at: now,
      })),
    )
    .returning(['id', 'round_id'])
    .execute();
  if (rounds.length !== priced.length) throw new SlipTakenMeanwhile();
  const idOf = new Map(rounds.map((round) => [round.round_id, round.id]));

  let balanceMinor = 0n;
  const bets = [];
  for (const bet of priced) {
    const betId = idOf.get(`${input.slip.slipId}:${bet.index}`);
    if (betId === undefined) throw new Error('bet_round answered another round');
    const posted = await postAgainstHouse(trx, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      currency: input.currency,
      houseShardIds: input.houseShardIds,
      memberAmountMinor: -bet.stakeMinor,
      idempotencyKey: `lottery:bet:${input.memberId}:${input.slip.slipId}:${bet.index}`,
      kind: 'LOTTERY_BET',
      reference: `lottery-bet:${betId}`,
      memo: `${game.code} ${issue.code} ${bet.definition.code}`,
      request: { betId: betId.toString(), stakeMinor: bet.stakeMinor.toString() },
    });
    // No main wallet in this currency yet: nothing to bet with.
    if (!posted) throw new AppError('INSUFFICIENT_FUNDS', { balance: '0' });
    const mine = posted.entries.find((entry) => entry.amountMinor < 0n);
    balanceMinor = mine?.availableAfterMinor ?? mine?.balanceAfterMinor ?? balanceMinor;
    bets.push({
      id: betId,
      merchant_id: input.merchantId,
      member_id: input.memberId,
      game_id: game.id,
      issue_id: issue.id,
      slip_id: input.slip.slipId,
      slip_index: bet.index,
      bet_code: bet.definition.code,
      picks: bet.picks,
      station_ids: bet.stationIds,
      currency: input.currency,
      unit_stake_minor: bet.unitStakeMinor,
      stake_units: bet.stakeUnits,
      stake_minor: bet.stakeMinor,
      odds: JSON.stringify(bet.odds),
      odds_version: bet.oddsVersion,
      tie_rule: bet.tieRule,
      half_pay_picks: bet.halfPayPicks,
      max_payout_minor: bet.maxPayoutMinor,
      placed_at: now,
    });
  }
  await trx.insertInto('lottery_bet').values(bets).execute();
  return balanceMinor;
}

async function replayOf(
  db: TDb,
  input: TPlaceLotterySlip,
  rows: TLotteryBetRow[],
): Promise<TLotteryPlaceAnswer> {
  if (!isSameSlip(rows, input.slip)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const main = (await readMemberBalances(db, input.memberId)).find(
    (account) => account.walletCode === 'MAIN' && account.currency === input.currency,
  );
  return answerOf(input.slip.slipId, rows, main?.availableMinor ?? 0n, true);
}

function answerOf(
  slipId: string,
  rows: TLotteryBetRow[],
  balanceMinor: bigint,
  isReplay: boolean,
): TLotteryPlaceAnswer {
  const now = new Date();
  return {
    slipId,
    isReplay,
    bets: rows.map((row) => lotteryBetView(row, now)),
    totalStakeMinor: Number(rows.reduce((sum, row) => sum + row.stake_minor, 0n)),
    balanceMinor: Number(balanceMinor),
  };
}
