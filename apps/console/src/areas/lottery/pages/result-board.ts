import { ZLotteryResult, type TLotteryFamily } from '@kirin/contracts';
import { z } from 'zod';

/** One prize tier of a board: how many numbers it draws and their digits (ZLotteryResult's rule). */
export type TBoardTier = { tier: string; count: number; digits: number; isOptional?: boolean };

const tiers = (rows: [string, number, number, boolean?][]): TBoardTier[] =>
  rows.map(([tier, count, digits, isOptional]) => ({ tier, count, digits, isOptional }));

/**
 * The boards an operator types: the official games' families (fast games are drawn in house and never typed).
 * Counts and digits are those of the contracts' result schemas, which check them again.
 */
export const BOARD_TIERS: Partial<Record<TLotteryFamily, TBoardTier[]>> = {
  VN_NORTH: tiers([
    ['DB', 1, 5],
    ['G1', 1, 5],
    ['G2', 2, 5],
    ['G3', 6, 5],
    ['G4', 4, 4],
    ['G5', 6, 4],
    ['G6', 3, 3],
    ['G7', 4, 2],
  ]),
  VN_SOUTH: tiers([
    ['DB', 1, 6],
    ['G1', 1, 5],
    ['G2', 1, 5],
    ['G3', 2, 5],
    ['G4', 7, 5],
    ['G5', 1, 4],
    ['G6', 3, 4],
    ['G7', 1, 3],
    ['G8', 1, 2],
  ]),
  '4D': tiers([
    ['FIRST', 1, 4],
    ['SECOND', 1, 4],
    ['THIRD', 1, 4],
    ['STARTER', 10, 4],
    ['CONSOLATION', 10, 4],
  ]),
  THAI: tiers([
    ['FIRST', 1, 6],
    ['FRONT3', 2, 3],
    ['LAST3', 2, 3],
    ['LAST2', 1, 2],
    ['SECOND', 5, 6, true],
    ['THIRD', 10, 6, true],
    ['FOURTH', 50, 6, true],
    ['FIFTH', 100, 6, true],
  ]),
};

/** A tier's numbers as typed: separated by spaces, commas or new lines. */
export const numbersOf = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter(Boolean);

/** The form of a board: a text per tier, read into the family's result and checked by ZLotteryResult. */
export function boardSchema(family: TLotteryFamily, boardTiers: TBoardTier[]) {
  return z
    .object({ prizes: z.record(z.string(), z.string()) })
    .transform(
      ({ prizes }) =>
        // The union's own parse below checks this shape; the cast only lets the pipe accept it.
        ({
          family,
          prizes: Object.fromEntries(
            boardTiers
              .filter((tier) => !tier.isOptional || numbersOf(prizes[tier.tier]).length > 0)
              .map((tier) => [tier.tier, numbersOf(prizes[tier.tier])]),
          ),
        }) as z.input<typeof ZLotteryResult>,
    )
    .pipe(ZLotteryResult);
}

/** A stored board as (tier, numbers) rows for showing, in the family's tier order. */
export function boardRows(result: unknown): { tier: string; numbers: string[] }[] {
  const parsed = ZLotteryResult.safeParse(result);
  if (!parsed.success) return [];
  const draw = parsed.data;
  switch (draw.family) {
    case 'SSC':
    case '11X5':
      return [{ tier: 'B', numbers: draw.balls }];
    case 'PK10':
      return [{ tier: 'P', numbers: draw.cars }];
    case 'K3':
      return [{ tier: 'D', numbers: draw.dice }];
    case 'VN_NORTH':
    case 'VN_SOUTH':
    case '4D':
    case 'THAI':
      return Object.entries(draw.prizes as Record<string, string[] | undefined>).map(([tier, numbers]) => ({
        tier,
        numbers: numbers ?? [],
      }));
  }
}
