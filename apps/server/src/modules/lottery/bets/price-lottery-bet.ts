import {
  findLotteryBetType,
  lotteryStakeUnits,
  validateLotteryPicks,
  type TLotteryBetDefinition,
  type TLotteryPlaceSlip,
} from '@kirin/contracts';
import type { TLotteryNumberCapMode } from '../../../db/tables/lottery.js';
import { AppError } from '../../../platform/errors.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import type { TLotteryOddsVersion } from '../odds/lottery-odds.js';
import { isNumberBet, lotteryLiabilityShares, type TLiabilityShare } from './lottery-liability.js';

export type TLotteryBetRequest = TLotteryPlaceSlip['bets'][number];
export type TNumberCap = { mode: TLotteryNumberCapMode; liabilityCapMinor: bigint | null };

/** What pricing a slip needs besides the bets: the game, the codes it sells, odds, caps, the issue's stations. */
export type TSlipPricing = {
  game: TLotteryGameRow;
  /** Codes of the engine game's bet types (lotteryBetTypesOf). */
  soldBetCodes: ReadonlySet<string>;
  odds: TLotteryOddsVersion;
  /** lottery_number_cap rows of the game, keyed by capKeyOf(betCode, pick). */
  caps: ReadonlyMap<string, TNumberCap>;
  issueStationIds: readonly string[];
};

export type TPricedBet = {
  index: number;
  definition: TLotteryBetDefinition;
  picks: string[];
  stationIds: string[];
  unitStakeMinor: bigint;
  stakeUnits: number;
  stakeMinor: bigint;
  odds: Record<string, number>;
  oddsVersion: number;
  tieRule: 'LOSE' | 'REFUND';
  halfPayPicks: string[];
  maxPayoutMinor: bigint | null;
  /** Liability shares, each with the cap of its row (null: none). */
  liability: (TLiabilityShare & { capMinor: bigint | null })[];
};

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export const capKeyOf = (betCode: string, pick: string) => `${betCode}\u0000${pick}`;

/** The definition of a code the game sells at a price, or LOTTERY_BET_TYPE_UNKNOWN. */
function definitionOf(pricing: TSlipPricing, betCode: string, at: string): TLotteryBetDefinition {
  const definition = findLotteryBetType(betCode);
  if (!definition || !pricing.soldBetCodes.has(betCode) || !pricing.odds.odds[betCode])
    throw new AppError('LOTTERY_BET_TYPE_UNKNOWN', { [`${at}.betCode`]: betCode });
  return definition;
}

/**
 * The stations a bet covers, in the issue's order (đài chính first). Games without stations take none. Left
 * out: a single-station game's own station, or the đài chính for a bet type that covers one station only;
 * otherwise none, which validateLotteryPicks then refuses with STATION_COUNT.
 */
export function stationsOfBet(
  pricing: Pick<TSlipPricing, 'game' | 'issueStationIds'>,
  definition: TLotteryBetDefinition,
  requested: readonly string[],
  at: string,
): string[] {
  const { game, issueStationIds } = pricing;
  if (game.area !== 'VN') {
    if (requested.length > 0)
      throw new AppError('VALIDATION_FAILED', { [`${at}.stationIds`]: 'this game has no stations' });
    return [];
  }
  if (requested.length === 0) {
    if (game.station_id) return [game.station_id];
    const main = issueStationIds[0];
    return definition.stations.max === 1 && main ? [main] : [];
  }
  if (new Set(requested).size !== requested.length)
    throw new AppError('VALIDATION_FAILED', { [`${at}.stationIds`]: 'each station once' });
  const foreign = requested.filter((id) => !issueStationIds.includes(id));
  if (foreign.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      [`${at}.stationIds`]: `not a station of this issue: ${foreign.join(', ')}`,
    });
  return issueStationIds.filter((id) => requested.includes(id));
}

/** Picks as stored: sorted where their order means nothing (a WHOLE set, PAIRS), as given otherwise. */
export function normalisePicks(definition: TLotteryBetDefinition, picks: readonly string[]): string[] {
  return definition.combination === 'EACH_PICK' ? [...picks] : [...picks].sort();
}

/**
 * Checks and prices one bet of a slip (docs/lottery.md, "Bets"): the code is sold, the picks and stations fit
 * it, the stake is computed here and lies within the game's limits, no pick is closed; the odds, tie rule,
 * half-pay picks and payout ceiling are snapshotted. Throws the AppError of the first problem.
 */
export function priceLotteryBet(
  pricing: TSlipPricing,
  request: TLotteryBetRequest,
  index: number,
): TPricedBet {
  const at = `bets.${index}`;
  const { game } = pricing;
  const definition = definitionOf(pricing, request.betCode, at);
  const stationIds = stationsOfBet(pricing, definition, request.stationIds, at);
  const stationCount = game.area === 'VN' ? stationIds.length : 1;
  const problems = validateLotteryPicks(definition, request.picks, stationCount);
  if (problems.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      Object.fromEntries(problems.map((problem) => [`${at}.${problem.code}`, problem.message])),
    );
  const picks = normalisePicks(definition, request.picks);

  const unitStakeMinor = BigInt(request.unitStakeMinor);
  if (unitStakeMinor < game.min_unit_stake_minor)
    throw new AppError('LOTTERY_STAKE_OUT_OF_RANGE', {
      [`${at}.unitStakeMinor`]: `at least ${game.min_unit_stake_minor}`,
    });
  const stakeUnits = lotteryStakeUnits(definition, picks, stationCount);
  const stakeMinor = unitStakeMinor * BigInt(stakeUnits);
  const maxStake = game.max_bet_stake_minor ?? MAX_SAFE;
  if (stakeMinor > maxStake)
    throw new AppError('LOTTERY_STAKE_OUT_OF_RANGE', { [`${at}.stakeMinor`]: `at most ${maxStake}` });

  const capOf = (pick: string) => pricing.caps.get(capKeyOf(definition.code, pick));
  const closed = picks.filter((pick) => capOf(pick)?.mode === 'CLOSED');
  if (closed.length > 0)
    throw new AppError('LOTTERY_NUMBER_CLOSED', { betCode: definition.code, picks: closed.join(',') });
  const halfPayPicks = picks.filter((pick) => capOf(pick)?.mode === 'HALF_PAY');

  const odds = { ...pricing.odds.odds[definition.code] };
  const snapshot = {
    definition,
    picks,
    stationIds,
    unitStakeMinor,
    odds,
    halfPayPicks,
    maxPayoutMinor: game.max_payout_minor,
  };
  const liability = lotteryLiabilityShares(snapshot).map((share) => ({
    ...share,
    capMinor: capOfRow(definition, capOf(share.pick), game),
  }));
  if (liability.some((share) => share.potentialPayoutMinor > MAX_SAFE))
    throw new AppError('LOTTERY_STAKE_OUT_OF_RANGE', {
      [`${at}.unitStakeMinor`]: 'the possible win is too large',
    });
  return {
    ...snapshot,
    liability,
    index,
    stakeUnits,
    stakeMinor,
    oddsVersion: pricing.odds.version,
    tieRule: game.tie_rules[definition.code] ?? definition.tieRule,
  };
}

/** A number row's cap: its LIMIT row, else the game's per-number cap; other rows are never capped. */
function capOfRow(
  definition: TLotteryBetDefinition,
  cap: TNumberCap | undefined,
  game: TLotteryGameRow,
): bigint | null {
  if (!isNumberBet(definition)) return null;
  if (cap?.mode === 'LIMIT' && cap.liabilityCapMinor !== null) return cap.liabilityCapMinor;
  return game.number_liability_cap_minor;
}
