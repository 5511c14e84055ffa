import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every points query key starts here: a redeem or convert refreshes balance, goods, records and details. */
export const POINTS_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'points'] as const;
