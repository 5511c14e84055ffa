import { randomUUID } from 'node:crypto';
import { findLotteryBetType, lotteryStakeUnits } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TLotteryBetStatus } from '../../db/tables/lottery.js';
import { currentLotteryOdds } from './odds/lottery-odds.js';

export type TMakeLotteryBet = {
  merchantId: bigint;
  memberId: bigint;
  game: { id: bigint; code: string; engine_code: string; area: 'VN' | 'SEA' | 'ELOTT' };
  issue: { id: bigint };
  betCode: string;
  picks: string[];
  stationIds?: string[];
  unitStakeMinor?: bigint;
  /** Defaults to the game's current odds of this bet code. */
  odds?: Record<string, number>;
  tieRule?: 'LOSE' | 'REFUND';
  halfPayPicks?: string[];
  maxPayoutMinor?: bigint | null;
  status?: TLotteryBetStatus;
  currency?: string;
};

/**
 * A lottery bet as placement leaves it (its bet_round, then the bet under the same id), without moving money:
 * for settlement, report and read tests whose subject is not placement. Placement's own tests go through the
 * real call.
 */
export async function makeLotteryBet(db: TDb, input: TMakeLotteryBet): Promise<bigint> {
  const definition = findLotteryBetType(input.betCode);
  if (!definition) throw new Error(`unknown bet type ${input.betCode}`);
  const stationIds = input.stationIds ?? [];
  const unitStake = input.unitStakeMinor ?? 1_000n;
  const units = lotteryStakeUnits(definition, input.picks, Math.max(1, stationIds.length));
  const stake = unitStake * BigInt(units);
  const current = await currentLotteryOdds(db, input.game);
  const odds = input.odds ?? current.odds[input.betCode];
  if (!odds) throw new Error(`${input.game.code} has no odds for ${input.betCode}`);
  const slipId = randomUUID();
  const status = input.status ?? 'OPEN';
  const { id } = await db
    .insertInto('bet_round')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      vassalage: 'LOTTERY',
      round_id: `${slipId}:0`,
      game_code: input.game.code,
      game_category: input.game.area === 'ELOTT' ? 'ELOTT' : 'LOTT',
      currency: input.currency ?? 'VND',
      stake_minor: stake,
      valid_bet_minor: stake,
      status: status === 'OPEN' ? 'OPEN' : status === 'CANCELLED' ? 'CANCELLED' : 'SETTLED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lottery_bet')
    .values({
      id,
      merchant_id: input.merchantId,
      member_id: input.memberId,
      game_id: input.game.id,
      issue_id: input.issue.id,
      slip_id: slipId,
      slip_index: 0,
      bet_code: input.betCode,
      picks: input.picks,
      station_ids: stationIds,
      currency: input.currency ?? 'VND',
      unit_stake_minor: unitStake,
      stake_units: units,
      stake_minor: stake,
      odds: JSON.stringify(odds),
      odds_version: current.version,
      tie_rule: input.tieRule ?? definition.tieRule,
      half_pay_picks: input.halfPayPicks ?? [],
      max_payout_minor: input.maxPayoutMinor ?? null,
      status,
    })
    .execute();
  return id;
}
