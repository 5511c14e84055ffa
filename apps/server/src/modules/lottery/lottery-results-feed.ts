import type { TLotteryResultSource } from '../../db/tables/lottery.js';
import type { TLotteryGameRow } from './lottery-game-schedule.js';
import type { TStationResult } from './record-lottery-results.js';

export type TFeedIssue = { code: string; station_ids: string[] };

/**
 * Where an official lottery's results come from, pulled by the draw job. Operator entry (enter-lottery-result.ts)
 * is the third source; it is pushed by two operators rather than pulled, so it does not implement this.
 */
export type TLotteryResultsFeed = {
  source: Extract<TLotteryResultSource, 'HTTP_FEED' | 'SIMULATED'>;
  /** The issue's results per station, checked against the engine's schema; null while not published. */
  fetchResults: (game: TLotteryGameRow, issue: TFeedIssue) => Promise<TStationResult[] | null>;
};
