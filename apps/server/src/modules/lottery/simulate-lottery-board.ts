import { randomInt } from 'node:crypto';
import type { TLotteryFamily, TLotteryResult } from '@kirin/contracts';

const digits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');
const numbers = (count: number, length: number) => Array.from({ length: count }, () => digits(length));

/** A random board of an official lottery's family, for the demo merchant's simulated feed only. */
export function simulateLotteryBoard(family: TLotteryFamily): TLotteryResult {
  switch (family) {
    case 'VN_NORTH':
      return {
        family,
        prizes: {
          DB: numbers(1, 5),
          G1: numbers(1, 5),
          G2: numbers(2, 5),
          G3: numbers(6, 5),
          G4: numbers(4, 4),
          G5: numbers(6, 4),
          G6: numbers(3, 3),
          G7: numbers(4, 2),
        },
      };
    case 'VN_SOUTH':
      return {
        family,
        prizes: {
          DB: numbers(1, 6),
          G1: numbers(1, 5),
          G2: numbers(1, 5),
          G3: numbers(2, 5),
          G4: numbers(7, 5),
          G5: numbers(1, 4),
          G6: numbers(3, 4),
          G7: numbers(1, 3),
          G8: numbers(1, 2),
        },
      };
    case '4D':
      return {
        family,
        prizes: {
          FIRST: numbers(1, 4),
          SECOND: numbers(1, 4),
          THIRD: numbers(1, 4),
          STARTER: numbers(10, 4),
          CONSOLATION: numbers(10, 4),
        },
      };
    case 'THAI': {
      const first = digits(6);
      return {
        family,
        prizes: { FIRST: [first], FRONT3: numbers(2, 3), LAST3: numbers(2, 3), LAST2: numbers(1, 2) },
      };
    }
    case 'SSC':
    case 'PK10':
    case 'K3':
    case '11X5':
      throw new Error(`${family} is drawn in house, not simulated`);
  }
}
