import {
  ZOpsLiabilityAnswer,
  ZOpsLotteryIssuePage,
  ZOpsResultEntries,
  ZOpsResultEntryAnswer,
  type TOpsLotteryIssue,
} from '@kirin/contracts';
import { z } from 'zod';
import type { TPageAnswer, TPageRequest } from '../../../components/data-table/table-types';
import { opsGet, opsSend } from '../../../lib/api';
import { lotteryKey, lotteryPath } from './lottery-base';

export type TOpsResultEntries = z.infer<typeof ZOpsResultEntries>;
export type TOpsResultEntryAnswer = z.infer<typeof ZOpsResultEntryAnswer>;
export type TOpsLiabilityRow = z.infer<typeof ZOpsLiabilityAnswer>['rows'][number];

export const issuesKey = (merchant: string, gameCode: string) =>
  [...lotteryKey(merchant), 'issues', gameCode] as const;
export const entriesKey = (merchant: string, issueId: string) =>
  [...lotteryKey(merchant), 'entries', issueId] as const;
export const liabilityKey = (merchant: string, issueId: string) =>
  [...lotteryKey(merchant), 'liability', issueId] as const;

/** A page of a game's issues, newest draw first, one status or all. */
export const fetchIssues =
  (merchant: string, gameCode: string) =>
  (request: TPageRequest, signal?: AbortSignal): Promise<TPageAnswer<TOpsLotteryIssue>> =>
    opsGet(
      lotteryPath(merchant, `games/${encodeURIComponent(gameCode)}/issues`),
      ZOpsLotteryIssuePage,
      { status: request.filters.status, page: request.page, pageSize: request.pageSize },
      signal,
    );

/** An issue's stations: drawn, waiting for a first or a second entry, or entries that differ. */
export const fetchResultEntries = (merchant: string, issueId: string, signal?: AbortSignal) =>
  opsGet(lotteryPath(merchant, `issues/${issueId}/entries`), ZOpsResultEntries, undefined, signal);

/** This operator's entry of a station's result; a different operator's matching entry draws it. */
export const enterResult = (merchant: string, issueId: string, stationId: string, result: unknown) =>
  opsSend('POST', lotteryPath(merchant, `issues/${issueId}/results`), ZOpsResultEntryAnswer, {
    stationId,
    result,
  });

export const cancelIssue = (merchant: string, issueId: string, reason: string) =>
  opsSend(
    'POST',
    lotteryPath(merchant, `issues/${issueId}/cancel`),
    z.object({ previousStatus: z.string(), status: z.literal('CANCELLED') }),
    { reason },
  );

/** The issue's liability per number; the route's own order (payout, stake, bets, headroom) is a filter here. */
export const fetchLiability =
  (merchant: string, issueId: string) =>
  async (request: TPageRequest, signal?: AbortSignal): Promise<TPageAnswer<TOpsLiabilityRow>> => {
    const answer = await opsGet(
      lotteryPath(merchant, `issues/${issueId}/liability`),
      ZOpsLiabilityAnswer,
      {
        betCode: request.filters.betCode?.toUpperCase(),
        stationId: request.filters.stationId,
        sort: request.filters.order,
        page: request.page,
        pageSize: request.pageSize,
      },
      signal,
    );
    return { list: answer.rows, total: answer.total, page: answer.page, pageSize: answer.pageSize };
  };

/** The liability answer's head (game, numero, status) for the page title. */
export const fetchLiabilityHead = (merchant: string, issueId: string, signal?: AbortSignal) =>
  opsGet(lotteryPath(merchant, `issues/${issueId}/liability`), ZOpsLiabilityAnswer, { pageSize: 1 }, signal);
