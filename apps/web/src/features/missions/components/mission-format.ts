import { formatMinorUnits, type TMissionMetric } from '@kirin/contracts';

/** A mission value as shown: money (two decimals) for valid bet and deposits, a whole count otherwise. */
export function formatMissionValue(metric: TMissionMetric, value: number): string {
  return metric === 'VALID_BET' || metric === 'DEPOSIT'
    ? formatMinorUnits(value)
    : value.toLocaleString('en-US');
}

/** How far along, in whole percent (0–100). */
export function progressPercent(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.floor((value * 100) / target));
}
