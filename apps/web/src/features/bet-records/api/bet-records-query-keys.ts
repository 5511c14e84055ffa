import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every betting-record query key starts here: a logout clears them with the member's other data. */
export const BET_RECORDS_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'bet-records'] as const;
