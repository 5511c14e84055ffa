import { ZDrawResultsAnswer } from '@kirin/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { LOTTERY_LIVE_STALE_MS, LOTTERY_QUERY_ROOT } from './lottery-query-keys';

export const DRAW_RESULTS_PAGE_SIZE = 10;

/** Results of one game, below which every page and the lobby's "latest result" are kept. */
export const drawResultsKeyOf = (gameCode: string) => [...LOTTERY_QUERY_ROOT, 'results', gameCode] as const;

/** GET /lgw/draw/code/:gameCode?page&pageSize: drawn issues, newest first, with fast games' seed and hash. */
export function getDrawResults(gameCode: string, page: number, pageSize: number, signal?: AbortSignal) {
  return apiGet(`/lgw/draw/code/${encodeURIComponent(gameCode)}`, ZDrawResultsAnswer, {
    query: { page, pageSize },
    signal,
  });
}

export function drawResultsQueryOptions(gameCode: string, page: number, pageSize = DRAW_RESULTS_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...drawResultsKeyOf(gameCode), page, pageSize],
    queryFn: ({ signal }) => getDrawResults(gameCode, page, pageSize, signal),
    staleTime: LOTTERY_LIVE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** How often an open results list asks again: draws land every minute for the fast games. */
export const DRAW_RESULTS_REFRESH_MS = 15_000;

export function useDrawResults(gameCode: string, page: number, pageSize = DRAW_RESULTS_PAGE_SIZE) {
  return useQuery({
    ...drawResultsQueryOptions(gameCode, page, pageSize),
    // Opening the list shows the latest draws, and it keeps up while it stays open.
    refetchOnMount: 'always',
    refetchInterval: DRAW_RESULTS_REFRESH_MS,
  });
}

/** The game's latest drawn issue (the lobby card's result line). */
export function useLatestResult(gameCode: string) {
  return useQuery({ ...drawResultsQueryOptions(gameCode, 1, 1), placeholderData: undefined });
}
