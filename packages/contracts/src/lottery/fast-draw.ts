/**
 * Provably fair fast-game draws (docs/lottery-engine.md, "Fairness"). Each period has its own server seed, whose
 * SHA-256 is published before the period's first bet and the seed itself after the draw. The bytes are the
 * platform's HMAC stream (provably-fair.ts) with the issue code as client seed and nonce 0; every number is drawn
 * by rejection sampling, and PK10 and 11x5 by a Fisher–Yates shuffle, so no outcome is favoured. The same code
 * runs on the server that draws and in the browser that checks.
 */
import { fairDraw, roundFairInput, type TFairDraw } from '../games/fair-source.js';
import { hashServerSeed } from '../provably-fair.js';
import {
  lotteryDrawNumbers,
  type TLottery11x5Result,
  type TLotteryK3Result,
  type TLotteryPk10Result,
  type TLotterySscResult,
} from './draw-model.js';

export const LOTTERY_FAST_FAMILIES = ['SSC', 'PK10', 'K3', '11X5'] as const;
export type TLotteryFastFamily = (typeof LOTTERY_FAST_FAMILIES)[number];
export type TLotteryFastResult =
  TLotterySscResult | TLotteryPk10Result | TLotteryK3Result | TLottery11x5Result;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The first `take` values of a uniform shuffle of 1…n: position i swaps with a uniform position in i…n−1, the
 * forward Fisher–Yates, so the drawn prefix is a uniform ordered sample without replacement.
 */
async function sampleWithoutReplacement(draw: TFairDraw, n: number, take: number): Promise<number[]> {
  const values = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = 0; i < take; i++) {
    const j = i + (await draw(n - i));
    [values[i], values[j]] = [values[j]!, values[i]!];
  }
  return values.slice(0, take);
}

async function repeat(count: number, next: () => Promise<number>): Promise<number[]> {
  const values: number[] = [];
  for (let i = 0; i < count; i++) values.push(await next());
  return values;
}

/** The period's result from its seed and issue code: the same inputs always give the same result. */
export async function drawFastLotteryResult(
  family: TLotteryFastFamily,
  serverSeed: string,
  issueCode: string,
): Promise<TLotteryFastResult> {
  const draw = fairDraw(roundFairInput(serverSeed, issueCode));
  switch (family) {
    case 'SSC':
      return { family, balls: (await repeat(5, () => draw(10))).map(String) };
    case 'K3':
      return { family, dice: (await repeat(3, async () => (await draw(6)) + 1)).map(String) };
    case 'PK10':
      return { family, cars: (await sampleWithoutReplacement(draw, 10, 10)).map(pad2) };
    case '11X5':
      return { family, balls: (await sampleWithoutReplacement(draw, 11, 5)).map(pad2) };
  }
}

/**
 * The site's check of a settled period: the revealed seed hashes to the published hash, and redrawing from the
 * seed and issue code gives the stored result.
 */
export async function verifyFastLotteryResult(period: {
  family: TLotteryFastFamily;
  issueCode: string;
  serverSeed: string;
  serverSeedHash: string;
  result: TLotteryFastResult;
}): Promise<{ isHashValid: boolean; isResultValid: boolean }> {
  const isHashValid = (await hashServerSeed(period.serverSeed)) === period.serverSeedHash;
  const redrawn = await drawFastLotteryResult(period.family, period.serverSeed, period.issueCode);
  // Compared as (tier, value) rows: a result read back from jsonb may list its keys in another order.
  const rows = (result: TLotteryFastResult) => JSON.stringify(lotteryDrawNumbers(result));
  const isResultValid = redrawn.family === period.result.family && rows(redrawn) === rows(period.result);
  return { isHashValid, isResultValid };
}
