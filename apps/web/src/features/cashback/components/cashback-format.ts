/** Parts per million as a percentage people read: 4000 → "0.4%", 3500 → "0.35%". */
export function formatCashbackRate(ppm: number): string {
  return `${(ppm / 10_000).toFixed(4).replace(/\.?0+$/, '')}%`;
}
