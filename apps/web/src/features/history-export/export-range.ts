import {
  dayInZone,
  earliestHistoryExportDay,
  HISTORY_EXPORT_DEFAULT_DAYS,
  historyExportRangeProblem,
  ZHistoryExportQuery,
  type THistoryExportQuery,
  type THistoryExportType,
} from '@kirin/contracts';

/** What the form shows first: the last 30 days of the merchant's zone, today included. */
export function defaultExportRange(now: Date, timeZone: string): { from: string; to: string } {
  const to = dayInZone(now, timeZone);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (HISTORY_EXPORT_DEFAULT_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

/** The picker's bounds: 12 months back to today, in the merchant's zone. */
export function exportDayBounds(now: Date, timeZone: string): { min: string; max: string } {
  const max = dayInZone(now, timeZone);
  return { min: earliestHistoryExportDay(max), max };
}

/** The contract's message keys as this site words them (date_range_rule has the wallet's own sentence). */
const MESSAGE_KEYS: Record<string, string> = {
  date_rule: 'date_rule',
  date_range_rule: 'wallet_date_range_invalid',
  history_export_future: 'history_export_future',
  history_export_too_early: 'history_export_too_early',
};

/** A server or form reason as the translation key the form shows. */
export function exportMessageKey(reason: string): string {
  return MESSAGE_KEYS[reason] ?? 'date_rule';
}

/** The query to send, or the translation key of what is wrong: the contract's checks, the server's own. */
export function checkExportRange(
  input: { type: THistoryExportType; from: string; to: string },
  now: Date,
  timeZone: string,
): { query: THistoryExportQuery } | { problem: string } {
  const parsed = ZHistoryExportQuery.safeParse(input);
  if (!parsed.success) return { problem: 'date_rule' };
  const problem = historyExportRangeProblem(parsed.data, dayInZone(now, timeZone));
  return problem ? { problem: exportMessageKey(problem.message) } : { query: parsed.data };
}
