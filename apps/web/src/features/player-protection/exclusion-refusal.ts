import type { TExclusionRefusal } from '@kirin/contracts';
import { isApiError } from '../../lib/api-error';

const textOrNull = (value: string | undefined) =>
  value === undefined || value === '' || value === 'null' ? null : value;

/**
 * The refusal of a login during a time-out or self-exclusion (TIMED_OUT / SELF_EXCLUDED, details as
 * ZExclusionRefusal sent as text), or null for any other failure.
 */
export function readExclusionRefusal(error: unknown): TExclusionRefusal | null {
  if (!isApiError(error, 'TIMED_OUT') && !isApiError(error, 'SELF_EXCLUDED')) return null;
  const details = error.details ?? {};
  return {
    kind: error.code === 'TIMED_OUT' ? 'time_out' : 'self_exclusion',
    until: textOrNull(details.until),
    reopensAt: textOrNull(details.reopensAt),
    canWithdraw: details.canWithdraw === 'true',
  };
}

/** What the member can do about a refusal at `now`: wait, ask to reopen (a fixed exclusion over), or wait for the reopening. */
export function refusalStage(refusal: TExclusionRefusal, now: number): 'active' | 'ended' | 'reopening' {
  if (refusal.reopensAt !== null) return 'reopening';
  if (refusal.until !== null && Date.parse(refusal.until) <= now) return 'ended';
  return 'active';
}
