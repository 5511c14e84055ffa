import { ZOpsGamesReport, ZOpsIssuesReport } from '@kirin/contracts';
import { z } from 'zod';
import type { TPageAnswer, TPageRequest } from '../../../components/data-table/table-types';
import { opsGet } from '../../../lib/api';
import { lotteryKey, lotteryPath } from './lottery-base';

export type TGamesReportRow = z.infer<typeof ZOpsGamesReport>['rows'][number];
export type TIssuesReportRow = z.infer<typeof ZOpsIssuesReport>['rows'][number];

export const gamesReportKey = (merchant: string) => [...lotteryKey(merchant), 'report-games'] as const;
export const issuesReportKey = (merchant: string, gameCode: string) =>
  [...lotteryKey(merchant), 'report-issues', gameCode] as const;

const DAY_MS = 86_400_000;
/** Without dates a report reads the last 7 days (the route needs a window; 92 days at most). */
const DEFAULT_DAYS = 7;

/** A YYYY-MM-DD day at the operator's own midnight, as the instant the route reads. */
const startOfDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
};
const today = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

/** The window of issues drawn from the first day's midnight to the midnight after the last day. */
export function reportWindow(filters: Record<string, string>): { from: string; to: string } {
  const to = filters.to ? startOfDay(filters.to) : today();
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  const from = filters.from ? startOfDay(filters.from) : new Date(end.getTime() - DEFAULT_DAYS * DAY_MS);
  return { from: from.toISOString(), to: end.toISOString() };
}

export const fetchGamesReport = (merchant: string, filters: Record<string, string>, signal?: AbortSignal) =>
  opsGet(lotteryPath(merchant, 'reports/games'), ZOpsGamesReport, reportWindow(filters), signal);

export const fetchIssuesReport =
  (merchant: string, gameCode: string) =>
  async (request: TPageRequest, signal?: AbortSignal): Promise<TPageAnswer<TIssuesReportRow>> => {
    const answer = await opsGet(
      lotteryPath(merchant, `games/${encodeURIComponent(gameCode)}/reports/issues`),
      ZOpsIssuesReport,
      { ...reportWindow(request.filters), page: request.page, pageSize: request.pageSize },
      signal,
    );
    return { list: answer.rows, total: answer.total, page: answer.page, pageSize: answer.pageSize };
  };
