/** Every lottery bet type, one table: the Vietnamese, the 4D and Thai, and the fast-game definitions. */
import type { TLotteryBetDefinition } from './bet-definition.js';
import { LOTTERY_FAST_BET_TYPES } from './bet-types-fast.js';
import { LOTTERY_SEA_BET_TYPES } from './bet-types-sea.js';
import { LOTTERY_VN_BET_TYPES } from './bet-types-vn.js';

export const LOTTERY_BET_TYPES: readonly TLotteryBetDefinition[] = [
  ...LOTTERY_VN_BET_TYPES,
  ...LOTTERY_SEA_BET_TYPES,
  ...LOTTERY_FAST_BET_TYPES,
];

const BY_CODE = new Map(LOTTERY_BET_TYPES.map((definition) => [definition.code, definition]));

/** The bet type with this code, or undefined for an unknown code. */
export function findLotteryBetType(code: string): TLotteryBetDefinition | undefined {
  return BY_CODE.get(code);
}
