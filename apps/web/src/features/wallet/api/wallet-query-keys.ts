import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every wallet query key starts here, so one invalidation after a money action refreshes them all. */
export const WALLET_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'wallet'] as const;
