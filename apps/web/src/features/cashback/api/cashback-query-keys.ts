import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every cashback query key starts here: a claim refreshes the preview and the history together. */
export const CASHBACK_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'cashback'] as const;
