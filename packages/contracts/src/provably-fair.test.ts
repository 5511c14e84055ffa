import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FairByteStream,
  fairFloats,
  fairIntegers,
  hashServerSeed,
  newServerSeed,
  uniformInt,
} from './provably-fair.js';

const INPUT = {
  serverSeed: '5f1d3c0b7a9e4f2d8c6b1a0e9f8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d',
  clientSeed: 'lucky-player',
  nonce: 42,
};

/** The published scheme computed independently with node:crypto: the bytes of cursor 0, 1, … */
function referenceBytes(cursors: number): Buffer {
  return Buffer.concat(
    Array.from({ length: cursors }, (_, cursor) =>
      createHmac('sha256', INPUT.serverSeed).update(`${INPUT.clientSeed}:${INPUT.nonce}:${cursor}`).digest(),
    ),
  );
}

describe('provably fair', () => {
  it('shows the SHA-256 of the server seed and makes fresh 32-byte seeds', async () => {
    expect(await hashServerSeed(INPUT.serverSeed)).toBe(
      createHash('sha256').update(INPUT.serverSeed).digest('hex'),
    );
    const seeds = new Set(Array.from({ length: 20 }, newServerSeed));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads HMAC_SHA256(server seed, clientSeed:nonce:cursor) in order, across cursors', async () => {
    const stream = new FairByteStream(INPUT);
    const bytes: number[] = [];
    for (let i = 0; i < 70; i++) bytes.push(await stream.nextByte());
    expect(Buffer.from(bytes)).toEqual(referenceBytes(3).subarray(0, 70));
  });

  it('turns four bytes into a float in [0, 1) as b0/256 + b1/256² + b2/256³ + b3/256⁴', async () => {
    const [first, second] = await fairFloats(INPUT, 2);
    const b = referenceBytes(1);
    expect(first).toBe(b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4);
    expect(second).toBe(b.readUInt32BE(4) / 2 ** 32);
    const many = await fairFloats(INPUT, 500);
    expect(many.every((f) => f >= 0 && f < 1)).toBe(true);
  });

  it('is the same for the same seeds and nonce, and different for the next nonce', async () => {
    expect(await fairIntegers(INPUT, 10, 37)).toEqual(await fairIntegers(INPUT, 10, 37));
    expect(await fairIntegers(INPUT, 10, 37)).not.toEqual(
      await fairIntegers({ ...INPUT, nonce: 43 }, 10, 37),
    );
  });

  it('rejects the words that would bias the range instead of folding them in (no modulo bias)', async () => {
    const words = (values: number[]) => {
      let i = 0;
      return async () => values[i++]!;
    };
    // 2^32 mod 3 = 1: the top word 2^32 − 1 would make 0 slightly likelier; it is skipped.
    expect(await uniformInt(words([2 ** 32 - 1, 5]), 3)).toBe(2);
    // 2^32 mod 10 = 6: the six top words are skipped, the one below them is kept.
    expect(await uniformInt(words([2 ** 32 - 6, 2 ** 32 - 1, 2 ** 32 - 7]), 10)).toBe((2 ** 32 - 7) % 10);
    expect(await uniformInt(words([2 ** 32 - 1]), 1)).toBe(0);
    await expect(uniformInt(words([1]), 0)).rejects.toThrow();
  });

  it('gives each face of a die its share (chi-square at 99 % over 60,000 throws)', async () => {
    const throws = await fairIntegers(INPUT, 60_000, 6);
    const counts = Array.from({ length: 6 }, (_, face) => throws.filter((t) => t === face).length);
    const expected = 10_000;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // Critical value of chi-square with 5 degrees of freedom at 99 %.
    expect(chiSquare).toBeLessThan(15.086);
  });
});
