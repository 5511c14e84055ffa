import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every bonus and reward query lives under this root, so a claim or forfeit refreshes both pages. */
export const BONUS_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'bonus'] as const;
