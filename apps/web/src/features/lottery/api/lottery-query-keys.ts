import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Public lottery data (games, open issues, results, winners): the same for every visitor of a merchant. */
export const LOTTERY_QUERY_ROOT = ['lottery'] as const;
/** The member's own lottery data (bets, recent games): removed with the session at logout. */
export const MEMBER_LOTTERY_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'lottery'] as const;

/** Lists that change with every draw (results, winners, popular games) are refetched after a minute. */
export const LOTTERY_LIVE_STALE_MS = 60_000;
