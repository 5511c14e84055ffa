/**
 * How the in-house games turn a provably fair byte stream (../provably-fair.ts) into random numbers: uniform
 * integers by rejection sampling (never modulo), and a 52-bit uniform float for the crash point.
 */
import { FairByteStream, uniformInt, type TFairInput } from '../provably-fair.js';

/** Draws the next uniform integer in [0, size) from one bet's stream; successive calls read on. */
export type TFairDraw = (size: number) => Promise<number>;

const TWO_POW_20 = 2 ** 20;
const TWO_POW_52 = 2 ** 52;

/** A draw over the stream of `input`: each integer takes the next 32-bit word that passes rejection sampling. */
export function fairDraw(input: TFairInput): TFairDraw {
  const stream = new FairByteStream(input);
  return (size) => uniformInt(() => stream.nextWord(), size);
}

/** The fair input of a shared round (crash, baccarat): the round's own seed, its id as client seed, nonce 0. */
export function roundFairInput(serverSeed: string, roundId: string): TFairInput {
  return { serverSeed, clientSeed: roundId, nonce: 0 };
}

/**
 * A float in [0, 1) with 52 random bits: the first 52 bits of the stream, big-endian (the first word, then the
 * top 20 bits of the second). Every multiple of 2^-52 is exactly as likely and exactly representable.
 */
export async function fairUnit52(input: TFairInput): Promise<number> {
  const stream = new FairByteStream(input);
  const high = await stream.nextWord();
  const low = Math.floor((await stream.nextWord()) / 2 ** 12);
  return (high * TWO_POW_20 + low) / TWO_POW_52;
}
