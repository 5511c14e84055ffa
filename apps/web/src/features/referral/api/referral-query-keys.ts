import { MEMBER_QUERY_ROOT } from '../../../lib/session-store';

/** Every referral query key starts here (they go with the session). */
export const REFERRAL_QUERY_ROOT = [MEMBER_QUERY_ROOT, 'referral'] as const;
