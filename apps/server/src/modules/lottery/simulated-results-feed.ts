import type { TLotteryResultsFeed } from './lottery-results-feed.js';
import { stationsOf } from './record-lottery-results.js';
import { simulateLotteryBoard } from './simulate-lottery-board.js';

/**
 * The demo merchant's feed: a random board per station once the draw time has come. Its results are stored
 * with source SIMULATED and every answer carries that label; never a real merchant's source.
 */
export const SIMULATED_RESULTS_FEED: TLotteryResultsFeed = {
  source: 'SIMULATED',
  fetchResults: (game, issue) =>
    Promise.resolve(
      stationsOf(issue.station_ids).map((stationId) => ({
        stationId,
        result: simulateLotteryBoard(game.family),
      })),
    ),
};
