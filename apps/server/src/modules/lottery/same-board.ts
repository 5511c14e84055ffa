import { lotteryDrawNumbers, type TLotteryResult } from '@kirin/contracts';

/**
 * Whether two typed boards are the same result: the same (tier, value) rows, whatever order the prize tiers
 * come in. A board read back from jsonb has its keys in jsonb's order (by length, then bytes), a freshly parsed
 * one in the schema's, so comparing them in order called every pair of prize boards different.
 */
export function isSameBoard(a: TLotteryResult, b: TLotteryResult): boolean {
  const rows = (result: TLotteryResult) =>
    lotteryDrawNumbers(result)
      .map((row) => `${row.tier}\u0000${row.value}`)
      .sort();
  const [left, right] = [rows(a), rows(b)];
  return left.length === right.length && left.every((row, i) => row === right[i]);
}
