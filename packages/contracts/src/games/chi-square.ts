/** Pearson's chi-square goodness-of-fit test, used by the game tests to check outcome frequencies. */

export type TChiSquareResult = { statistic: number; degreesOfFreedom: number; pValue: number };

// Lanczos approximation (g = 7, n = 9), accurate to ~15 significant digits for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const MAX_ITERATIONS = 10_000;

/**
 * The regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a): the series for P below x < a + 1, the
 * continued fraction (modified Lentz) above it, as in Numerical Recipes' gammq.
 */
export function upperRegularizedGamma(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new Error('Q(a, x) needs a > 0 and x ≥ 0');
  if (x === 0) return 1;
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(logPrefix) * h;
}

/**
 * Σ (observed − expected)² / expected over the categories, with categories − 1 degrees of freedom and the
 * probability of a statistic at least this large if the observations follow the expectation.
 */
export function chiSquare(observed: number[], expected: number[]): TChiSquareResult {
  if (observed.length !== expected.length || observed.length < 2)
    throw new Error('as many observed as expected counts, at least two categories');
  if (expected.some((e) => !(e > 0))) throw new Error('every expected count is positive');
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = expected[i]!;
    statistic += (o - e) ** 2 / e;
  });
  const degreesOfFreedom = observed.length - 1;
  return { statistic, degreesOfFreedom, pValue: upperRegularizedGamma(degreesOfFreedom / 2, statistic / 2) };
}
