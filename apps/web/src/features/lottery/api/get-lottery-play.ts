import { ZLotteryPlayAnswer } from '@kirin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { remainingMs, withClockOffset, type TClocked } from '../server-clock';
import { LOTTERY_QUERY_ROOT } from './lottery-query-keys';

export const lotteryPlayKeyOf = (gameCode: string) => [...LOTTERY_QUERY_ROOT, 'play', gameCode] as const;

/** GET /lgw/games/:gameCode/play: bet types with odds, limits, capped picks and the open issue of one game. */
export async function getLotteryPlay(gameCode: string, signal?: AbortSignal) {
  const answer = await apiGet(`/lgw/games/${encodeURIComponent(gameCode)}/play`, ZLotteryPlayAnswer, {
    signal,
  });
  return withClockOffset(answer);
}

export type TLotteryPlay = Awaited<ReturnType<typeof getLotteryPlay>>;
type TIssueTimes = Pick<TClocked<{ serverTime: string }>, 'clockOffsetMs'> & {
  openIssue: { closeAt: string } | null;
  nextIssue: { openAt: string } | null;
};

/** Odds and limits may change at any time: an answer is asked again after this long at most. */
export const PLAY_MAX_AGE_MS = 30_000;
/** Asked again this long after the close or the opening by the server clock, so the server has passed it too. */
export const PLAY_TURN_MARGIN_MS = 250;
/** An answer that still shows an issue past its close (clocks a hair apart) is asked again this soon. */
export const PLAY_RETRY_MS = 1_000;

/**
 * When the answer goes out of date by itself: the open issue's close, else the next issue's opening (between a
 * close and the next opening, a fast game's result seconds), else never.
 */
export function playTurnAt(play: TIssueTimes): string | null {
  return play.openIssue?.closeAt ?? play.nextIssue?.openAt ?? null;
}

/** How long the answer still holds by the server clock (at most PLAY_MAX_AGE_MS). */
export function playFreshMs(play: TIssueTimes): number {
  const turn = playTurnAt(play);
  return Math.min(PLAY_MAX_AGE_MS, turn ? remainingMs(turn, play.clockOffsetMs) : PLAY_MAX_AGE_MS);
}

/**
 * The game's betting view. The answer is fresh only until its open issue closes (or the next one opens): a view
 * left open asks again just after that instant by the server clock, and one opened again from the lobby or a
 * tab brought back asks at once, never reusing an answer about a closed issue.
 */
export function lotteryPlayQueryOptions(gameCode: string) {
  return queryOptions({
    queryKey: lotteryPlayKeyOf(gameCode),
    queryFn: ({ signal }) => getLotteryPlay(gameCode, signal),
    staleTime: (query) => (query.state.data ? playFreshMs(query.state.data) : 0),
    refetchInterval: (query) => {
      const play = query.state.data;
      if (!play) return false;
      const left = playFreshMs(play);
      return left >= PLAY_MAX_AGE_MS ? PLAY_MAX_AGE_MS : Math.max(PLAY_RETRY_MS, left + PLAY_TURN_MARGIN_MS);
    },
    refetchOnWindowFocus: true,
  });
}

export function useLotteryPlay(gameCode: string) {
  return useQuery(lotteryPlayQueryOptions(gameCode));
}
