import type { TContractPeriodCode } from '@kirin/contracts';
import { periodContaining, type TPeriod } from '../settlement/settlement-periods.js';

// One period calculator for the programme (settlement/settlement-periods.ts): terms start and end on the same
// boundaries the settlement cuts its periods on.
export { periodContaining, type TPeriod };

/** When terms agreed at `instant` start: the next period's start (reference "Time"). */
export function nextPeriodStart(period: TContractPeriodCode, instant: Date, timeZone: string): Date {
  return periodContaining(period, instant, timeZone).end;
}

/** When a termination agreed at `instant` ends the terms: the end of the current period, which still settles. */
export function currentPeriodEnd(period: TContractPeriodCode, instant: Date, timeZone: string): Date {
  return periodContaining(period, instant, timeZone).end;
}
