import { randomInt } from 'node:crypto';

export type TPoolShape = {
  totalMinor: number;
  packetCount: number;
  minPacketMinor: number;
  maxPacketMinor: number;
};

/** A uniform integer in [min, max), from the CSPRNG unless a test passes its own. */
export type TDrawInt = (min: number, max: number) => number;

/**
 * Splits a pool into `packetCount` amounts that sum to `totalMinor` exactly, each within [min, max].
 *
 * The "double mean" split (reference §3): each packet is drawn uniformly between its bounds, the upper bound
 * at most twice the mean of what is left, so early packets cannot drain the pool; the bounds also keep what
 * remains splittable within [min, max] for the packets still to draw, and the last takes the rest. The
 * amounts are then shuffled (Fisher–Yates), so a packet's place in the hand-out order says nothing about its
 * size. Every draw comes from node:crypto: a member cannot predict the next packet from the ones seen.
 */
export function drawPacketAmounts(shape: TPoolShape, drawInt: TDrawInt = randomInt): bigint[] {
  const total = BigInt(shape.totalMinor);
  const count = shape.packetCount;
  const min = BigInt(shape.minPacketMinor);
  const max = BigInt(shape.maxPacketMinor);
  if (!Number.isInteger(count) || count < 1) throw new RangeError('packet count must be a positive integer');
  if (min < 1n || min > max) throw new RangeError('packet bounds must satisfy 1 <= min <= max');
  if (total < BigInt(count) * min || total > BigInt(count) * max)
    throw new RangeError('the pool cannot be split within the packet bounds');

  const amounts: bigint[] = [];
  let remaining = total;
  for (let left = BigInt(count); left > 1n; left -= 1n) {
    // Invariant: (left × min) <= remaining <= (left × max), so lower <= remaining / left <= upper.
    const lower = bigMax(min, remaining - (left - 1n) * max);
    const upper = bigMin(max, remaining - (left - 1n) * min, (2n * remaining) / left);
    const amount = lower === upper ? lower : BigInt(drawInt(Number(lower), Number(upper) + 1));
    amounts.push(amount);
    remaining -= amount;
  }
  amounts.push(remaining);

  return shuffle(amounts, drawInt);
}

/**
 * A weighted pool's packets: each prize `count` times, shuffled with the CSPRNG (Fisher–Yates). Claims take
 * free packets in turn, so a claim wins each prize with the share of the packets left that carry it.
 */
export function prizePackets(
  prizes: readonly { amountMinor: number; count: number }[],
  drawInt: TDrawInt = randomInt,
): bigint[] {
  const amounts = prizes.flatMap((p) => Array.from({ length: p.count }, () => BigInt(p.amountMinor)));
  return shuffle(amounts, drawInt);
}

/** Fisher–Yates in place: a packet's place in the hand-out order says nothing about its size. */
function shuffle(amounts: bigint[], drawInt: TDrawInt): bigint[] {
  for (let i = amounts.length - 1; i > 0; i -= 1) {
    const j = drawInt(0, i + 1);
    [amounts[i], amounts[j]] = [amounts[j]!, amounts[i]!];
  }
  return amounts;
}

const bigMax = (...values: bigint[]) => values.reduce((a, b) => (b > a ? b : a));
const bigMin = (...values: bigint[]) => values.reduce((a, b) => (b < a ? b : a));
