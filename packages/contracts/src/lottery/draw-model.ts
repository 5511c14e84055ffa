/**
 * Lottery draw results per family (docs/lottery-engine.md, "Model"). Each is stored as jsonb and may be typed in
 * by an operator, so the schemas check counts and digit lengths strictly: numbers are zero-padded digit strings.
 *
 * Every result flattens to rows of (tier, value) by `lotteryDrawNumbers`; bet matchers read only those rows, which
 * is also the shape a settlement query joins against (one row per drawn number).
 */
import { z } from 'zod';

export const LOTTERY_FAMILIES = ['VN_NORTH', 'VN_SOUTH', '4D', 'THAI', 'SSC', 'PK10', 'K3', '11X5'] as const;
/** VN_SOUTH is the board of the South and of the Central region: both draw the same tiers. */
export type TLotteryFamily = (typeof LOTTERY_FAMILIES)[number];

const digitString = (digits: number) =>
  z.string().regex(new RegExp(`^\\d{${digits}}$`), `exactly ${digits} digits, zero-padded`);

const tier = (count: number, digits: number) => z.array(digitString(digits)).length(count);

/** Tiers of a Vietnamese board, drawn order aside: ĐB (special), then G1 … G8. */
export const LOTTERY_VN_TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type TLotteryVnTier = (typeof LOTTERY_VN_TIERS)[number];

/** North (MB): one station a day, 27 numbers ("lô"), a 5-digit ĐB, four 2-digit G7 and no G8. */
export const ZLotteryVnNorthResult = z.strictObject({
  family: z.literal('VN_NORTH'),
  prizes: z.strictObject({
    DB: tier(1, 5),
    G1: tier(1, 5),
    G2: tier(2, 5),
    G3: tier(6, 5),
    G4: tier(4, 4),
    G5: tier(6, 4),
    G6: tier(3, 3),
    G7: tier(4, 2),
  }),
});
export type TLotteryVnNorthResult = z.infer<typeof ZLotteryVnNorthResult>;

/** South and Central (MN/MT), per station: 18 numbers, a 6-digit ĐB, a 3-digit G7 and one 2-digit G8. */
export const ZLotteryVnSouthResult = z.strictObject({
  family: z.literal('VN_SOUTH'),
  prizes: z.strictObject({
    DB: tier(1, 6),
    G1: tier(1, 5),
    G2: tier(1, 5),
    G3: tier(2, 5),
    G4: tier(7, 5),
    G5: tier(1, 4),
    G6: tier(3, 4),
    G7: tier(1, 3),
    G8: tier(1, 2),
  }),
});
export type TLotteryVnSouthResult = z.infer<typeof ZLotteryVnSouthResult>;

/** Malaysia and Singapore 4D: 1st, 2nd, 3rd, 10 starters (specials), 10 consolations; a number may repeat. */
export const ZLottery4dResult = z.strictObject({
  family: z.literal('4D'),
  prizes: z.strictObject({
    FIRST: tier(1, 4),
    SECOND: tier(1, 4),
    THIRD: tier(1, 4),
    STARTER: tier(10, 4),
    CONSOLATION: tier(10, 4),
  }),
});
export type TLottery4dResult = z.infer<typeof ZLottery4dResult>;

/** Thai government lottery: what online bets need, and optionally the 2nd–5th prizes for display. */
export const ZLotteryThaiResult = z.strictObject({
  family: z.literal('THAI'),
  prizes: z.strictObject({
    FIRST: tier(1, 6),
    FRONT3: tier(2, 3),
    LAST3: tier(2, 3),
    LAST2: tier(1, 2),
    SECOND: tier(5, 6).optional(),
    THIRD: tier(10, 6).optional(),
    FOURTH: tier(50, 6).optional(),
    FIFTH: tier(100, 6).optional(),
  }),
});
export type TLotteryThaiResult = z.infer<typeof ZLotteryThaiResult>;

/** SSC: five digits 0–9, balls 1–5 (万千百十个). */
export const ZLotterySscResult = z.strictObject({
  family: z.literal('SSC'),
  balls: z.array(z.string().regex(/^\d$/, 'one digit 0–9')).length(5),
});
export type TLotterySscResult = z.infer<typeof ZLotterySscResult>;

const isPermutationOf = (values: string[], from: number, to: number) =>
  new Set(values.map(Number)).size === values.length &&
  values.every((v) => Number(v) >= from && Number(v) <= to);

/** PK10: the finishing order of cars 01–10, a permutation. */
export const ZLotteryPk10Result = z.strictObject({
  family: z.literal('PK10'),
  cars: z
    .array(digitString(2))
    .length(10)
    .refine((cars) => isPermutationOf(cars, 1, 10), 'every car 01–10 exactly once'),
});
export type TLotteryPk10Result = z.infer<typeof ZLotteryPk10Result>;

/** K3: three dice 1–6, in the order thrown. */
export const ZLotteryK3Result = z.strictObject({
  family: z.literal('K3'),
  dice: z.array(z.string().regex(/^[1-6]$/, 'one die face 1–6')).length(3),
});
export type TLotteryK3Result = z.infer<typeof ZLotteryK3Result>;

/** 11x5: five distinct numbers 01–11, in the order drawn. */
export const ZLottery11x5Result = z.strictObject({
  family: z.literal('11X5'),
  balls: z
    .array(digitString(2))
    .length(5)
    .refine((balls) => isPermutationOf(balls, 1, 11), 'five distinct numbers 01–11'),
});
export type TLottery11x5Result = z.infer<typeof ZLottery11x5Result>;

export const ZLotteryResult = z.discriminatedUnion('family', [
  ZLotteryVnNorthResult,
  ZLotteryVnSouthResult,
  ZLottery4dResult,
  ZLotteryThaiResult,
  ZLotterySscResult,
  ZLotteryPk10Result,
  ZLotteryK3Result,
  ZLottery11x5Result,
]);
export type TLotteryResult = z.infer<typeof ZLotteryResult>;

/** One drawn number: its tier (DB, G7, FIRST, B1 for ball 1, P3 for position 3, D2 for die 2) and its digits. */
export type TLotteryDrawNumber = { tier: string; value: string };

/** Every drawn number of a result as (tier, value) rows; tiers of the fast games are numbered positions. */
export function lotteryDrawNumbers(result: TLotteryResult): TLotteryDrawNumber[] {
  const positions = (prefix: string, values: string[]) =>
    values.map((value, i) => ({ tier: `${prefix}${i + 1}`, value }));
  switch (result.family) {
    case 'SSC':
    case '11X5':
      return positions('B', result.balls);
    case 'PK10':
      return positions('P', result.cars);
    case 'K3':
      return positions('D', result.dice);
    case 'VN_NORTH':
    case 'VN_SOUTH':
    case '4D':
    case 'THAI':
      return Object.entries(result.prizes).flatMap(([name, values]) =>
        (values ?? []).map((value) => ({ tier: name, value })),
      );
  }
}

/** The Vietnamese "lô": every number of the board (27 in the North, 18 per southern station). */
export const LOTTERY_VN_LO_COUNT = { VN_NORTH: 27, VN_SOUTH: 18 } as const;
