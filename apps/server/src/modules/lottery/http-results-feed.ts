import { z } from 'zod';
import type { TLotteryResultsFeed } from './lottery-results-feed.js';
import { parseLotteryResult } from './record-lottery-results.js';

const FEED_TIMEOUT_MS = 5_000;

/** What a results feed answers for one game and draw date; stationId is left out for games without stations. */
const ZFeedAnswer = z.object({
  results: z.array(z.object({ stationId: z.string().max(60).default(''), result: z.unknown() })).max(20),
});

/**
 * Fetches an official draw's results as JSON from the game's feed URL:
 * `GET {feedUrl}?game={engineCode}&date={issueCode}` (issue codes of daily games are the draw date YYYYMMDD).
 * A 404 or an empty list means "not published yet"; any other failure throws, and the draw job keeps it as the
 * issue's last feed error and tries again on its next run.
 */
export function httpResultsFeed(fetchImpl: typeof fetch = fetch): TLotteryResultsFeed {
  return {
    source: 'HTTP_FEED',
    fetchResults: async (game, issue) => {
      if (!game.feed_url) throw new Error('the game has no feed URL');
      const url = new URL(game.feed_url);
      url.searchParams.set('game', game.engine_code);
      url.searchParams.set('date', issue.code);
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`results feed answered HTTP ${response.status}`);
      const answer = ZFeedAnswer.safeParse(await response.json());
      if (!answer.success) throw new Error('results feed answered an unexpected shape');
      if (answer.data.results.length === 0) return null;
      return answer.data.results.map(({ stationId, result }) => ({
        stationId,
        result: parseLotteryResult(game.family, result),
      }));
    },
  };
}
