/** Test helpers shared by the game tests: an independent node:crypto reading of the fair stream. */
import { createHmac } from 'node:crypto';
import type { TFairInput } from '../provably-fair.js';

/** The 32-bit words of HMAC_SHA256(serverSeed, `clientSeed:nonce:cursor`), cursor 0, 1, …, big-endian. */
export function* referenceWords(input: TFairInput): Generator<number> {
  for (let cursor = 0; ; cursor++) {
    const block = createHmac('sha256', input.serverSeed)
      .update(`${input.clientSeed}:${input.nonce}:${cursor}`)
      .digest();
    for (let offset = 0; offset < block.length; offset += 4) yield block.readUInt32BE(offset);
  }
}

/** Uniform integers in [0, size) from those words by rejection sampling, written out independently. */
export function referenceDraws(input: TFairInput, sizes: readonly number[]): number[] {
  const words = referenceWords(input);
  return sizes.map((size) => {
    const limit = 2 ** 32 - (2 ** 32 % size);
    for (;;) {
      const word = words.next().value as number;
      if (word < limit) return word % size;
    }
  });
}

/**
 * Merges the rarest categories (from the end of the list) until every expected count is at least 5, the usual
 * condition for the chi-square approximation.
 */
export function poolRareCategories(
  observed: number[],
  expected: number[],
): { observed: number[]; expected: number[] } {
  const o = [...observed];
  const e = [...expected];
  while (e.length > 2 && e[e.length - 1]! < 5) {
    e[e.length - 2]! += e.pop()!;
    o[o.length - 2]! += o.pop()!;
  }
  return { observed: o, expected: e };
}
