import type { TLotteryPickSpec } from '@kirin/contracts';

/** A uniform integer in [0, n) from the browser's CSPRNG (rejection sampling, no modulo bias). */
export function randomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return word[0]! % n;
}

/** `count` distinct items of `pool`, in the order drawn. */
function sample<T>(pool: readonly T[], count: number, random: (n: number) => number): T[] {
  const rest = [...pool];
  const taken: T[] = [];
  while (taken.length < count && rest.length > 0) taken.push(...rest.splice(random(rest.length), 1));
  return taken;
}

/** The numbers of a NUMBERS spec as zero-padded strings, min to max. */
export function numbersOf(spec: Extract<TLotteryPickSpec, { type: 'NUMBERS' }>): string[] {
  return Array.from({ length: spec.max - spec.min + 1 }, (_, i) =>
    String(spec.min + i).padStart(spec.digits, '0'),
  );
}

/** A random valid set of picks: the fewest the bet takes, drawn without repeats. */
export function quickPicks(spec: TLotteryPickSpec, random: (n: number) => number = randomBelow): string[] {
  const count = Math.max(1, spec.count);
  if (spec.type === 'OPTIONS') return sample(spec.options, count, random);
  if (!spec.distinct)
    return Array.from({ length: count }, () =>
      String(spec.min + random(spec.max - spec.min + 1)).padStart(spec.digits, '0'),
    );
  return sample(numbersOf(spec), count, random);
}

export const TWO_DIGIT_SETS = ['EVEN', 'ODD', 'BIG', 'SMALL'] as const;
export type TTwoDigitSet = (typeof TWO_DIGIT_SETS)[number];

/** Whether the all-even/odd/big/small helpers fit: 2-digit numbers 00–99 and room for fifty picks. */
export function hasTwoDigitSets(spec: TLotteryPickSpec): boolean {
  return (
    spec.type === 'NUMBERS' &&
    spec.digits === 2 &&
    spec.min === 0 &&
    spec.max === 99 &&
    (spec.countMax ?? spec.count) >= 50
  );
}

/** The fifty 2-digit numbers of a set: even or odd last digit, big 50–99 or small 00–49. */
export function twoDigitSet(set: TTwoDigitSet): string[] {
  const all = Array.from({ length: 100 }, (_, i) => i);
  const keep: Record<TTwoDigitSet, (n: number) => boolean> = {
    EVEN: (n) => n % 2 === 0,
    ODD: (n) => n % 2 === 1,
    BIG: (n) => n >= 50,
    SMALL: (n) => n < 50,
  };
  return all.filter(keep[set]).map((n) => String(n).padStart(2, '0'));
}
