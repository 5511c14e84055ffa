import type { TExclusionKind, TSelfExclusionDuration, TTimeOutDuration } from '@kirin/contracts';
import type { TExclusionRow } from './exclusions.queries.js';

export type TExclusionDuration = TTimeOutDuration | TSelfExclusionDuration;

/** Each duration as a PostgreSQL interval (calendar months and years: 6m from 31 August ends 28/29 February). */
export const EXCLUSION_INTERVALS: Record<Exclude<TExclusionDuration, 'indefinite'>, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
};

/** What a new request would set: its kind and its end (null: indefinite). */
export type TExclusionAsk = { kind: TExclusionKind; duration: TExclusionDuration; until: Date | null };

/**
 * Whether `ask` may replace the exclusion in force: only a stricter one. A self-exclusion is never turned into
 * a time-out, and the new end must come after the current one — the reopening already scheduled, else the
 * period's end (infinite for an indefinite one). So nothing is ever shortened.
 */
export function isStricter(current: TExclusionRow, ask: TExclusionAsk): boolean {
  if (current.kind === 'self_exclusion' && ask.kind === 'time_out') return false;
  const currentEnd = current.reopens_at ?? current.until;
  if (currentEnd === null) return false;
  return ask.until === null || ask.until.getTime() > currentEnd.getTime();
}
