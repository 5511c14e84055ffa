import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every mission query key starts here: a claim refreshes the summary and the leaderboards together. */
export const MISSION_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'missions'] as const;
